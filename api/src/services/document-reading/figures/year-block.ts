import { formatCents } from '@ped/domain';
import { findAmounts } from './amounts';
import { excerpt } from './lines';
import { ageOfRow, exercisesOf, fieldOfYear, type YearRole } from './subject';
import type { FigureGuess, Line } from './types';
import { BUILDING_WORDS, ONE_LOT } from './whose';

/**
 * An exercise's block in a form's answers (issue 39, thirteenth round): the building's
 * budget on the year's row (« Budget 2023/2024 (clos le 30/09/2024) immeuble 11800.00 »),
 * then the lots' rows under it without naming the year again: « lot 3 2666.00 », « lot 8
 * 86.80 », « lots 3 + 8 2752.80 », or « provisions lots 3 + 8 2619.60 », « charges réelles
 * lots 3 + 8 2673.71 ». The year's distance to the last closed exercise picks the fields; the
 * lots' total is proven by the rows of each lot above it.
 */
const OPENING = /^budget (?:de l'exercice |previsionnel )?(?:19|20)\d{2}\b/;
const LOTS_TOTAL = /^(?:total )?(?:des )?lots (?:n\W{0,3})?\d{1,4}(?: ?(?:\+|et|,) ?\d{1,4})+\b/;
const VOTED = /^(?:provisions?|appels?|appelee?s?|quote-part (?:du )?budget)\b/;
const SPENT = /^(?:charges reelles|reel(?:le)?s?|realisee?s?|depenses)\b/;
/** How many rows a block takes at most. */
const ITEMS = 5;

export function readYearBlocks(lines: Line[], today: Date, confidence: number): FigureGuess[] {
  const exercises = exercisesOf(lines, today);
  const found: FigureGuess[] = [];
  const propose = (field: string | undefined, line: Line, value: Partial<FigureGuess>) => {
    if (field && !found.some((guess) => guess.field === field))
      found.push({ field, ...value, page: line.page, excerpt: excerpt(line), confidence });
  };
  for (const [index, opening] of lines.entries()) {
    // the building's row names it: a row of the lots' budget is no block's opening
    if (!OPENING.test(opening.text) || !BUILDING_WORDS.test(opening.text)) continue;
    const amounts = findAmounts(opening.text);
    if (amounts.length !== 1 || amounts[0]!.cents <= 0) continue;
    const age = ageOfRow(opening.text.slice(0, amounts[0]!.start), exercises, today);
    if (age === null) continue;
    const items: Array<[YearRole, Line, Partial<FigureGuess>]> = [];
    const lots: Array<{ line: Line; amount: number }> = [];
    for (const line of lines.slice(index + 1, index + 1 + ITEMS)) {
      const amount = findAmounts(line.text).at(-1)?.cents;
      if (line.page !== opening.page || amount === undefined || amount < 0) break;
      if (ONE_LOT.exec(line.text)?.index === 0) lots.push({ line, amount });
      else if (LOTS_TOTAL.test(line.text)) {
        const parts = lots.map((lot) => lot.amount);
        const proven = parts.length > 1 && parts.reduce((a, b) => a + b, 0) === amount;
        const proofs = [`${parts.map(formatCents).join(' + ')} = ${formatCents(amount)}`];
        items.push(['voted', line, { amount, ...(proven ? { proofs } : {}) }]);
      } else if (VOTED.test(line.text)) items.push(['voted', line, { amount }]);
      else if (SPENT.test(line.text)) {
        // the building's own spending, printed in the block, is no field of the form
        if (!BUILDING_WORDS.test(line.text)) items.push(['spent', line, { amount }]);
      } else break;
    }
    // a block is the lots' only when it gives them a row; one lot alone is the lots' share
    if (lots.length === 1 && !items.some(([role]) => role === 'voted'))
      items.push(['voted', lots[0]!.line, { amount: lots[0]!.amount }]);
    if (items.length === 0) continue;
    propose(fieldOfYear(age, 'building'), opening, { amount: amounts[0]!.cents });
    for (const [role, line, value] of items) propose(fieldOfYear(age, role), line, value);
  }
  return found;
}
