import { findAmounts } from './amounts';
import { shareProof } from './fraction';
import { excerpt } from './lines';
import type { FigureGuess, Line } from './types';
import { valuesOf } from './values';

/**
 * A collective loan's block as syndics print it (issue 39, twelfth round): the building's
 * capital first (« Capital emprunté par le syndicat 120 000,00 »), then the seller's lots'
 * items without naming the loan again: « Quote-part des lots 8, 39 et 47 4 548,00 »,
 * « Capital restant dû par les lots au 01/04/2025 3 904,16 », « Échéance trimestrielle des
 * lots, prochaine le 01/07/2025 112,47 », « Prochaine échéance 01/07/2025 ». Each of the lots'
 * amounts is smaller than the one before it (a share of the capital, what remains of the
 * share, one instalment of it): an amount that is not is the building's, and ends the block.
 */

/** The building's capital, which opens the block. */
const CAPITAL =
  /^(?:capital (?:emprunte|initial|de l'emprunt)\b|emprunt\b.*\bcapital\b(?! restant)(?!.*\bcapital restant))/;
/** The lots' share of the capital. */
const SHARE = /^(?:(?:votre |sa )?quote-part|part)\b(?!.*\bfonds\b)/;
const REMAINING = /^(?:capital )?restant du\b/;
const INSTALMENT = /^(?:(?:prochaine |derniere )?(?:echeance|mensualite|annuite)s?)\b/;
const NEXT = /\bprochaine(?: echeance| mensualite)?(?: le| :)? /;
/** How many lines a block's items take at most. */
const ITEMS = 5;

const lastAmount = (text: string) => findAmounts(text).at(-1)?.cents;

export function readLoanBlocks(lines: Line[], confidence: number): FigureGuess[] {
  const found: FigureGuess[] = [];
  const propose = (field: string, line: Line, value: Partial<FigureGuess>) => {
    if (!found.some((guess) => guess.field === field))
      found.push({ field, ...value, page: line.page, excerpt: excerpt(line), confidence });
  };
  for (const [index, opening] of lines.entries()) {
    if (!CAPITAL.test(opening.text)) continue;
    const capital = lastAmount(opening.text);
    if (!capital || capital <= 0) continue;
    const items: Array<[field: string, line: Line, value: Partial<FigureGuess>]> = [];
    let ceiling = capital;
    for (const line of lines.slice(index + 1, index + 1 + ITEMS)) {
      if (line.page !== opening.page) break;
      const field = SHARE.test(line.text)
        ? 'loan_share'
        : REMAINING.test(line.text)
          ? 'loan_remaining'
          : INSTALMENT.test(line.text)
            ? 'loan_instalment'
            : null;
      if (!field) break;
      const next = NEXT.test(line.text) ? valuesOf(line.text, 'date')[0] : undefined;
      if (typeof next === 'string') items.push(['dt_loan_next', line, { date: next }]);
      const amount = lastAmount(line.text);
      if (amount === undefined) continue;
      if (items.some(([known]) => known === field) || amount <= 0 || amount >= ceiling) break;
      const proofs = field === 'loan_share' ? shareProof(line.text, capital, amount) : undefined;
      items.push([field, line, proofs ? { amount, proofs } : { amount }]);
      ceiling = amount;
    }
    // a block is the lots' only when it gives their share of the capital
    if (!items.some(([field]) => field === 'loan_share')) continue;
    propose('loan_amount', opening, { amount: capital });
    for (const [field, line, value] of items) propose(field, line, value);
  }
  return found;
}
