import { findAmounts } from './amounts';
import { excerpt } from './lines';
import { CARRIED } from './rules';
import type { FigureGuess, Line } from './types';

/**
 * The statement's closing balance: « Solde débiteur … », « Solde créditeur … », or in a
 * débit/crédit table « Solde au 30/06/2025 » whose amount the column has signed, or
 * « Solde dû », « Total dû ». A statement's row may open on its date.
 */
const BALANCE =
  /^(\d{2}\/\d{2}\/\d{4} )?(?:solde (debiteur|crediteur|au|a ce jour|du compte|final|du)|total du)\b/;

/**
 * Relevé de compte: what the seller owes on the current year's calls (`budget`) is the
 * balance less the debt carried from the closed year. A balance printed « créditeur », or
 * under « Crédit », is in the seller's favour: negative. The last balance line is the
 * statement's (a running « Solde au … » is printed at each stage of some exports).
 */
export function readStatementBudget(lines: Line[], confidence: number): FigureGuess[] {
  const balanceLine = lines.findLast((line) => BALANCE.test(line.text));
  if (!balanceLine) return [];
  const balance = findAmounts(balanceLine.text).at(-1)?.cents;
  if (balance === undefined) return [];
  const signed = /\bsolde crediteur\b/.test(balanceLine.text) ? -Math.abs(balance) : balance;
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
