import { findAmounts } from './amounts';
import { excerpt } from './lines';
import { CARRIED } from './rules';
import type { FigureGuess, Line } from './types';

/**
 * The statement's closing balance: « Solde débiteur … », « Solde créditeur … », « Votre compte
 * présente un solde créditeur de … », or in a
 * débit/crédit table « Solde au 30/06/2025 » whose amount the column has signed, or
 * « Solde dû », « Total dû ». A statement's row may open on its date.
 */
const BALANCE =
  /^(\d{2}\/\d{2}\/\d{4} )?(?:(?:votre compte (?:presente|affiche) un )?solde (debiteur|crediteur|au|a ce jour|du compte|final|du)|total du|votre compte est (?:debiteur|crediteur) de)\b/;
/** A row of the statement opens on its day: « 01/04/2025 », « 01.04.25 », or « 2025-04-01 » in exports. */
export const LEDGER_ROW = /^(?:\d{2}([/.])\d{2}\1(?:\d{4}|\d{2})|\d{4}-\d{2}-\d{2})\b/;
/** Money the seller paid: a scan loses the Crédit column, the label still says it. */
export const PAYMENT =
  /\b(?:reglement|virement|prelevement|cheque|paiement|versement|remboursement|encaissement|avoir)\b/;
/** A call for works voted apart from the budget; the works fund's contribution is not one. */
const WORKS = /\b(?:travaux|hors budget)\b/;
const FUND = /\bfonds (?:de )?travaux\b/;
/** A closed year's settlement, debited in the current one: a debt of the years before. */
const CLOSED_YEAR =
  /\bregularisation\b|\bsolde (?:de l')?exercice\b|\bexercice \d{4}(?:[/-]\d{4})? clos\b/;
/** What a late payer is charged: neither a call of the budget nor of works. */
const FEES =
  /\bfrais (?:de |d')?(?:relance|recouvrement|mise en demeure|contentieux|rappel)\b|\bmise en demeure\b/;
/** A balance the syndicate owes the seller. */
const IN_FAVOUR = /\bcrediteur\b|\ben votre faveur\b/;

/** What a ledger's debit is for, each with its own field of the form (none for the fund's). */
type Purpose = 'budget' | 'unbudget' | 'wanted_loads' | 'other_due' | 'fund';

interface Call {
  line: Line;
  cents: number;
  purpose: Purpose;
}

function purposeOf(text: string): Purpose {
  if (FEES.test(text)) return 'other_due';
  if (CLOSED_YEAR.test(text)) return 'wanted_loads';
  if (FUND.test(text)) return 'fund';
  return WORKS.test(text) ? 'unbudget' : 'budget';
}

/**
 * A ledger row's debit: the first amount after its day and the year its label names
 * (« Fonds travaux 2T 2025 31,08 »), before the running balance some ledgers print beside it.
 */
export const debitOf = (line: Line) =>
  findAmounts(line.text.replace(LEDGER_ROW, '').replace(/^.*?\b20\d{2}\b/, ''))[0]?.cents;

/** The calls of the statement, oldest first (payments, balances and carried debt apart). */
function callsOf(lines: Line[]): Call[] {
  return lines.flatMap((line) => {
    const cents = debitOf(line);
    if (!LEDGER_ROW.test(line.text) || BALANCE.test(line.text) || CARRIED.test(line.text))
      return [];
    if (cents === undefined || cents <= 0 || PAYMENT.test(line.text)) return [];
    return [{ line, cents, purpose: purposeOf(line.text) }];
  });
}

/**
 * What is due splits by what each unpaid debit was for (the budget's calls, the works',
 * a closed year's settlement, the fees of a late payment, the fund's contribution): a
 * payment settles the oldest debit first, so what is due is the latest debits, as many as
 * add up to it exactly. If none do (a call paid in part), the split is not known and
 * nothing is proposed.
 */
function splitDue(due: number, calls: Call[]): Map<Purpose, number> | null {
  let sum = 0;
  const split = new Map<Purpose, number>();
  for (const call of calls.toReversed()) {
    if (sum >= due) break;
    sum += call.cents;
    split.set(call.purpose, (split.get(call.purpose) ?? 0) + call.cents);
  }
  return sum === due ? split : null;
}

/**
 * Relevé de compte: what the seller owes on the current year's calls (`budget`) is the
 * balance less the debt carried from the closed year, less the other debits still due:
 * works calls (`unbudget`), a closed year's settlement (`wanted_loads`), fees
 * (`other_due`) and the works fund's contribution. A balance printed « créditeur » (before
 * or after its amount, « en votre faveur »), or under « Crédit », is in the seller's
 * favour: the syndicate owes it to them (`credit_balance`) and nothing is due. The last
 * balance line is the statement's (a running « Solde au … » is printed at each stage of
 * some exports).
 */
/**
 * Where the balance's own clause ends: « Solde dû : 317,63 € dont provisions … », « Votre compte
 * est créditeur de 46,14 € : l'excédent de l'exercice 2024/2025 (provisions 1 486,08 € … ».
 */
const BALANCE_CLAUSE_END = /\bdont\b|\s:\s(?=\p{L})|;\s|\.\s(?=\p{L})/u;

/** The balance's amount: the last of its clause (a table's row ends on the balance column). */
function balanceOf(text: string): number | undefined {
  const label = BALANCE.exec(text)!;
  const clause = text.slice(label.index + label[0].length).split(BALANCE_CLAUSE_END)[0]!;
  return findAmounts(clause).at(-1)?.cents;
}

export function readStatementBudget(lines: Line[], confidence: number): FigureGuess[] {
  const balanceLine = lines.findLast((line) => BALANCE.test(line.text));
  if (!balanceLine) return [];
  const calls = callsOf(lines);
  // a balance the ledger's rows go on after is the one it opened on, not what is due
  if (calls.some((call) => lines.indexOf(call.line) > lines.indexOf(balanceLine))) return [];
  const balance = balanceOf(balanceLine.text);
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
  const split = calls.some((call) => call.purpose !== 'budget')
    ? splitDue(due, calls)
    : new Map<Purpose, number>([['budget', due]]);
  if (!split) return [];
  const fields: Array<Exclude<Purpose, 'fund'>> = [
    'budget',
    'unbudget',
    'wanted_loads',
    'other_due',
  ];
  return fields.flatMap((field) => {
    const amount = split.get(field) ?? 0;
    return amount !== 0 ? [{ field, amount, ...base }] : [];
  });
}

/** A ledger's call of the works fund's contribution: « 01/04/2025 Appel fonds de travaux 2T ». */
const FUND_CALL =
  /^(?:\d{2}([/.])\d{2}\1(?:\d{4}|\d{2}) )?(?:[^\w\s]+ )?(?:[a-z]{2,4}\d{0,3} )?(?:appel (?:de )?(?:la )?(?:cotisation )?(?:au )?|cotisation (?:au )?)?fonds (?:de )?travaux\b/;

/** The day a ledger's row opens on, as printed. */
const rowDay = (text: string) => /^\d{2}([/.])\d{2}\1(?:\d{4}|\d{2})\b/.exec(text)?.[0] ?? null;
const LOT_OF_ROW = /\blots? (?:n\W{0,3})?(\d{1,4})\b/;
/**
 * A ledger kept lot by lot heads each lot's rows: « Compte du lot 12 (appartement) », « Lot
 * B-06 Débit Crédit Solde ».
 */
const LOT_ACCOUNT = /^(?:compte (?:du |de |pour le )?)?lot (?:n\W{0,3})?([a-z]?-? ?\d{1,4})\b/;

/** The lot a row is for: named in the row, or heading the account the row is in. */
function lotOfRow(row: Line, lines: Line[]): string | undefined {
  const named = LOT_OF_ROW.exec(row.text)?.[1];
  if (named) return named;
  const heading = lines
    .slice(0, lines.indexOf(row))
    .findLast((line) => !LEDGER_ROW.test(line.text) && LOT_ACCOUNT.test(line.text));
  return heading && LOT_ACCOUNT.exec(heading.text)?.[1];
}

/**
 * The works fund's last contribution (`works_funds_last_contribution`) on a statement: the
 * latest ledger row calling it, its debit. A seller of several lots is called for each lot
 * the same day, one row per lot (« Fonds travaux T1 — lot 4 31,56 », « … — lot 22 0,96 »,
 * or one account per lot): the contribution is their sum. Called is not paid: the form
 * asks the last one paid, so the seller checks it (weak).
 */
export function readLastFundCall(lines: Line[], confidence: number): FigureGuess[] {
  const rows = lines.filter((l) => LEDGER_ROW.test(l.text) && FUND_CALL.test(l.text));
  const line = rows.at(-1);
  if (!line || PAYMENT.test(line.text)) return [];
  const day = rowDay(line.text);
  const sameDay = day ? rows.filter((row) => rowDay(row.text) === day) : [line];
  const lots = sameDay.map((row) => lotOfRow(row, lines));
  const eachLot = lots.every(Boolean) && new Set(lots).size === sameDay.length;
  // a ledger of several lots' accounts whose other lots' calls this reader cannot tell:
  // one lot's contribution is not the seller's
  const accounts = new Set(
    lines.flatMap((l) => {
      const lot = LEDGER_ROW.test(l.text) ? undefined : LOT_ACCOUNT.exec(l.text)?.[1];
      return lot ? [lot] : [];
    }),
  );
  if (eachLot && accounts.size > sameDay.length) return [];
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
