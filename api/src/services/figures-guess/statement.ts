import { findAmounts } from './amounts';
import { excerpt } from './lines';
import type { FigureGuess, Line } from './types';

const BALANCE = /^solde (debiteur|crediteur)\b/;
const CARRIED = /\breport a nouveau\b/;

/**
 * Relevé de compte: what the seller owes on the current year's calls (`budget`) is the
 * balance less the debt carried from the closed year. A balance printed « créditeur » is
 * in the seller's favour: negative.
 */
export function readStatementBudget(lines: Line[], confidence: number): FigureGuess[] {
  const balanceLine = lines.find((line) => BALANCE.test(line.text));
  if (!balanceLine) return [];
  const balance = findAmounts(balanceLine.text).at(-1)?.cents;
  if (balance === undefined) return [];
  const signed = /^solde crediteur/.test(balanceLine.text) ? -Math.abs(balance) : balance;
  const carriedLine = lines.find((line) => CARRIED.test(line.text));
  const carried = carriedLine ? (findAmounts(carriedLine.text).at(-1)?.cents ?? null) : 0;
  if (carried === null) return [];
  const budget = signed - carried;
  if (budget === 0) return [];
  return [
    {
      field: 'budget',
      amount: budget,
      page: balanceLine.page,
      excerpt: excerpt(balanceLine),
      confidence,
    },
  ];
}
