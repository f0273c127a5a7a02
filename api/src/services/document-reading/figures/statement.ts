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
/** A row of the statement opens on its day: « 01/04/2025 », « 01.04.25 », or « 2025-04-01 » in exports. */
const ROW = /^(?:\d{2}([/.])\d{2}\1(?:\d{4}|\d{2})|\d{4}-\d{2}-\d{2})\b/;
/** Money the seller paid: a scan loses the Crédit column, the label still says it. */
const PAYMENT =
  /\b(?:reglement|virement|prelevement|cheque|paiement|versement|remboursement|encaissement|avoir)\b/;
/** A call for works voted apart from the budget; the works fund's contribution is not one. */
const WORKS = /\b(?:travaux|hors budget)\b/;
const FUND = /\bfonds de travaux\b/;
/** A balance the syndicate owes the seller. */
const IN_FAVOUR = /\bcrediteur\b|\ben votre faveur\b/;

interface Call {
  line: Line;
  cents: number;
  works: boolean;
}

/** The calls of the statement, oldest first (payments, balances and carried debt apart). */
function callsOf(lines: Line[]): Call[] {
  return lines.flatMap((line) => {
    const cents = findAmounts(line.text).at(-1)?.cents;
    if (!ROW.test(line.text) || BALANCE.test(line.text) || CARRIED.test(line.text)) return [];
    if (cents === undefined || cents <= 0 || PAYMENT.test(line.text)) return [];
    return [{ line, cents, works: WORKS.test(line.text) && !FUND.test(line.text) }];
  });
}

/**
 * What is due splits into the budget's calls (`budget`) and the works' (`unbudget`) when
 * the statement calls both: a payment settles the oldest call first, so what is due is
 * the latest calls, as many as add up to it exactly. If none do (a call paid in part),
 * the split is not known and nothing is proposed.
 */
function splitDue(due: number, calls: Call[]): { budget: number; unbudget: number } | null {
  let sum = 0;
  const unpaid: Call[] = [];
  for (const call of calls.toReversed()) {
    if (sum >= due) break;
    sum += call.cents;
    unpaid.push(call);
  }
  if (sum !== due) return null;
  const total = (works: boolean) =>
    unpaid.filter((call) => call.works === works).reduce((s, call) => s + call.cents, 0);
  return { budget: total(false), unbudget: total(true) };
}

/**
 * Relevé de compte: what the seller owes on the current year's calls (`budget`) is the
 * balance less the debt carried from the closed year, less the works calls still due
 * (`unbudget`). A balance printed « créditeur » (before or after its amount, « en votre
 * faveur »), or under « Crédit », is in the seller's favour: the syndicate owes it to them
 * (`credit_balance`) and nothing is due. The last balance line is the statement's (a
 * running « Solde au … » is printed at each stage of some exports).
 */
export function readStatementBudget(lines: Line[], confidence: number): FigureGuess[] {
  const balanceLine = lines.findLast((line) => BALANCE.test(line.text));
  if (!balanceLine) return [];
  // « Solde dû : 317,63 € dont provisions … »: the balance is before its parts
  const balance = findAmounts(balanceLine.text.split(/\bdont\b/)[0]!).at(-1)?.cents;
  if (balance === undefined) return [];
  const signed = IN_FAVOUR.test(balanceLine.text) ? -Math.abs(balance) : balance;
  const base = { page: balanceLine.page, excerpt: excerpt(balanceLine), confidence };
  if (signed < 0) return [{ field: 'credit_balance', amount: -signed, ...base }];
  const carriedLine = lines.find((line) => CARRIED.test(line.text));
  const printed = carriedLine ? (findAmounts(carriedLine.text).at(-1)?.cents ?? null) : 0;
  if (printed === null) return [];
  // a credit carried (« 56,20- ») was set off by the next calls: it is no debt
  const carried = Math.max(printed, 0);
  const due = signed - carried;
  const calls = callsOf(lines);
  const split = calls.some((call) => call.works)
    ? splitDue(due, calls)
    : { budget: due, unbudget: 0 };
  if (!split) return [];
  return [
    ...(split.budget !== 0 ? [{ field: 'budget', amount: split.budget, ...base }] : []),
    ...(split.unbudget !== 0 ? [{ field: 'unbudget', amount: split.unbudget, ...base }] : []),
  ];
}

/** A ledger's call of the works fund's contribution: « 01/04/2025 Appel fonds de travaux 2T ». */
const FUND_CALL =
  /^(?:\d{2}([/.])\d{2}\1(?:\d{4}|\d{2}) )?(?:[^\w\s]+ )?(?:[a-z]{2,4}\d{0,3} )?(?:appel (?:de )?(?:la )?(?:cotisation )?(?:au )?|cotisation (?:au )?)?fonds (?:de )?travaux\b/;

/** The day a ledger's row opens on, as printed. */
const rowDay = (text: string) => /^\d{2}([/.])\d{2}\1(?:\d{4}|\d{2})\b/.exec(text)?.[0] ?? null;
const LOT_OF_ROW = /\blots? (?:n\W{0,3})?(\d{1,4})\b/;

/** A fund row's debit: the first amount after its label (the running balance follows). */
const debitOf = (line: Line) =>
  findAmounts(line.text.replace(FUND_CALL, '').replace(/^.*?\b20\d{2}\b/, ''))[0]?.cents;

/**
 * The works fund's last contribution (`works_funds_last_contribution`) on a statement: the
 * latest ledger row calling it, its debit. A seller of several lots is called for each lot
 * the same day, one row per lot (« Fonds travaux T1 — lot 4 31,56 », « … — lot 22 0,96 »):
 * the contribution is their sum. Called is not paid: the form asks the last one paid, so
 * the seller checks it (weak).
 */
export function readLastFundCall(lines: Line[], confidence: number): FigureGuess[] {
  const rows = lines.filter((l) => ROW.test(l.text) && FUND_CALL.test(l.text));
  const line = rows.at(-1);
  if (!line || PAYMENT.test(line.text)) return [];
  const day = rowDay(line.text);
  const sameDay = day ? rows.filter((row) => rowDay(row.text) === day) : [line];
  const lots = sameDay.map((row) => LOT_OF_ROW.exec(row.text)?.[1]);
  const eachLot = lots.every(Boolean) && new Set(lots).size === sameDay.length;
  const debits = (eachLot ? sameDay : [line]).map(debitOf);
  if (debits.some((cents) => !cents || cents <= 0)) return [];
  return [
    {
      field: 'works_funds_last_contribution',
      amount: debits.reduce((sum, cents) => sum! + cents!, 0)!,
      page: line.page,
      excerpt: excerpt(line),
      confidence,
    },
  ];
}
