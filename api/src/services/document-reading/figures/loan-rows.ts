import { formatCents } from '@ped/domain';
import { findAmounts } from './amounts';
import type { Fraction } from './fraction';
import { excerpt } from './lines';
import { provenLine } from './proven-shares';
import { debitOf, LEDGER_ROW, PAYMENT } from './statement';
import type { FigureGuess, Line } from './types';

/**
 * A collective loan in a document's rows rather than its sentences (issue 39, ninth round):
 * a call's row « Emprunt toiture — échéance 17/40 84,14 € », or « 5 Emprunt ravalement —
 * capital 1000 158 96 000,00 15 168,00 » with the building's amount, the lot's tantièmes and
 * the lot's part; an owner's ledger debiting « Emprunt ascenseur — échéance »; an account's
 * table of loans « Prêt ravalement 135 000,00 19 846,12 115 153,88 ».
 */

/** A row naming the loan first: « Emprunt toiture … », « 5 Emprunt ravalement bât. A … ». */
const LOAN_ROW = /^(?:\d{1,3} )?(?:emprunt|pret)\b/;
/** Rows under it that go on with its instalment (« Échéance — intérêts », « Sous-total échéance 15/40 »). */
const INSTALMENT_DETAIL = /^(?:sous-total |total )?(?:echeance|mensualite)\b/;
/** The building's borrowed capital, with the lot's part of it. */
const CAPITAL = /\bcapital\b|\bemprunte\b/;
/** Rows of the loan that are not what this call asks for its instalment. */
const NOT_INSTALMENT =
  /\brestant\b|\breste\b|\bpart\b|\bcapital\b|\bemprunte\b|\binterets\b|\bsouscrit\b|\bmontant\b/;
/** A subtotal of the instalment's lines (capital and interest) is the instalment. */
const SUBTOTAL = /^(?:sous-total|total)\b/;
/** A ledger's loan debit: the loan named, its capital or balance not. */
const LEDGER_LOAN = /\b(?:emprunt|pret)\b/;
const LEDGER_NOT_INSTALMENT = /\bcapital\b|\brestant\b|\bremboursement anticipe\b/;
/** The header of an account's table of loans: « Prêt Capital emprunté Remboursé … ». */
const LOANS_TABLE_HEADER = /^(?:emprunts?|prets?)(?: collectifs?)?\b(?!.*\d,\d{2})/;

interface Confidence {
  read: number;
  proven: number;
}

const BASES = [100, 1000, 10000, 100000];

/**
 * The lot's tantièmes and base a row prints as bare numbers (« 305 10 000 », « 10000 412 »):
 * every pair of them, for the row's arithmetic to choose from (proven-shares.ts).
 */
function bareFractions(text: string): Fraction[] {
  let bare = text;
  for (const { start, end } of findAmounts(text).reverse())
    bare = `${bare.slice(0, start)} ${bare.slice(end)}`;
  const numbers = [...bare.replace(/\b(\d{1,3}) (000)\b/g, '$1$2').matchAll(/\b\d{1,6}\b/g)].map(
    ([digits]) => Number(digits),
  );
  return numbers.flatMap((base) =>
    BASES.includes(base)
      ? numbers.filter((n) => n > 0 && n < base).map((tantiemes) => ({ tantiemes, base }))
      : [],
  );
}

const guess = (
  field: string,
  amount: number,
  line: Line,
  confidence: number,
  proof?: string,
): FigureGuess => ({
  field,
  amount,
  page: line.page,
  excerpt: excerpt(line),
  confidence,
  ...(proof ? { proofs: [proof] } : {}),
});

/**
 * A call's loan rows: its capital row gives the building's loan and the lot's part when
 * their arithmetic holds; its instalment row (or the subtotal of its capital and interest)
 * gives what the call asks of the seller, proven by the same arithmetic or read as the row's
 * last amount (the seller's total when each lot has its column).
 */
export function readCallLoanRows(lines: Line[], confidence: Confidence): FigureGuess[] {
  const found: FigureGuess[] = [];
  const known: Fraction[] = [];
  let instalment: FigureGuess | null = null;
  let inLoan = false;
  for (const line of lines) {
    const { text } = line;
    inLoan = LOAN_ROW.test(text) || (inLoan && INSTALMENT_DETAIL.test(text));
    if (!inLoan) continue;
    const amounts = findAmounts(text).map((a) => Math.abs(a.cents));
    if (!amounts.length) continue;
    const proven = provenLine(line, [line], [...bareFractions(text), ...known]);
    if (proven) known.push(proven.fraction);
    if (CAPITAL.test(text) && !/\brestant\b|\breste\b/.test(text)) {
      if (proven && !found.some((f) => f.field === 'loan_amount'))
        found.push(
          guess('loan_amount', proven.building, line, confidence.proven, proven.proof),
          guess('loan_share', proven.share, line, confidence.proven, proven.proof),
        );
      continue;
    }
    if (NOT_INSTALMENT.test(text) && !SUBTOTAL.test(text)) continue;
    // a subtotal of the instalment's lines stands over each of them
    if (instalment && !SUBTOTAL.test(text)) continue;
    instalment = proven
      ? guess('loan_instalment', proven.share, line, confidence.proven, proven.proof)
      : guess('loan_instalment', amounts.at(-1)!, line, confidence.read);
  }
  return instalment ? [...found, instalment] : found;
}

/**
 * An owner's ledger: the latest loan instalment it debited, summed over the rows of that day
 * (a ledger of several lots debits each lot's instalment on its own row).
 */
export function readLedgerLoanRows(lines: Line[], confidence: Confidence): FigureGuess[] {
  const rows = lines.filter(
    ({ text }) =>
      LEDGER_ROW.test(text) &&
      LEDGER_LOAN.test(text) &&
      !LEDGER_NOT_INSTALMENT.test(text) &&
      !PAYMENT.test(text),
  );
  const last = rows.at(-1);
  if (!last) return [];
  const day = LEDGER_ROW.exec(last.text)![0];
  const debits = rows.filter(({ text }) => text.startsWith(day)).map(debitOf);
  if (debits.some((debit) => !debit || debit <= 0)) return [];
  const total = (debits as number[]).reduce((sum, debit) => sum + debit, 0);
  return [guess('loan_instalment', total, last, confidence.read)];
}

/**
 * An account's table of loans: a row printing the borrowed capital, what was repaid and
 * what remains, proven by capital − repaid = remaining, under a header naming the loans or
 * naming a loan itself.
 */
export function readLoansTable(lines: Line[], confidence: Confidence): FigureGuess[] {
  for (const [i, line] of lines.entries()) {
    const header = lines.slice(Math.max(0, i - 2), i).some((l) => LOANS_TABLE_HEADER.test(l.text));
    if (!header && !/\b(?:emprunt|pret)\b/.test(line.text)) continue;
    const amounts = findAmounts(line.text).map((a) => a.cents);
    if (amounts.length !== 3 || amounts.some((a) => a <= 0)) continue;
    const [capital, repaid, remaining] = amounts as [number, number, number];
    if (capital - repaid !== remaining) continue;
    const proof = `${formatCents(capital)} − ${formatCents(repaid)} = ${formatCents(remaining)}`;
    return [guess('loan_amount', capital, line, confidence.proven, proof)];
  }
  return [];
}
