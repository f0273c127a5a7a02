import { findDates } from '../type-and-date/french-dates';
import { findAmounts, type AmountMention } from './amounts';
import { excerpt } from './lines';
import { ageOfRow, exercisesOf } from './subject';
import type { FigureGuess, Line } from './types';

/**
 * The works fund's yearly contribution and the lots' last call of it on one row (issue 39,
 * sixteenth round): « Cotisation 2025 — appel du lot au 01/04/2025 4 600,00 — 20,47 »,
 * « Fonds de travaux (3 200,00 € par an) 21,28 », « Cotisation annuelle — 3 600,00 € — 21,87 €
 * le 01/04/2025 ». The year's amount comes first, for the current exercise (its year, or
 * « annuelle », « par an »); the lots' call after it is a small part of it.
 */
const FUND = /\b(?:fonds (?:de )?travaux|cotisation)\b/;
const YEARLY = /\b(?:annuelle|par an)\b/;
const LOTS_YEAR = /\b(?:quote-part|part|soit|votre|vos)\b/;
/**
 * What tells the row's two amounts apart: the second said to be a call (« appel »,
 * « trimestre », a day), or the first said to be the year's (« par an », « annuelle »).
 */
const TOLD_APART = /\b(?:appele?s?|trimestre|echeance|dernier|verse|par an|annuelle)\b/;
/** The most a lots' call may be of the building's year. */
const CALL_SHARE = 0.05;

export function readFundCallRows(lines: Line[], today: Date, confidence: number): FigureGuess[] {
  const exercises = exercisesOf(lines, today);
  for (const line of lines) {
    if (!FUND.test(line.text)) continue;
    const amounts = findAmounts(line.text).filter((amount) => amount.cents > 0);
    if (amounts.length !== 2) continue;
    const [year, call] = amounts as [AmountMention, AmountMention];
    if (call.cents > year.cents * CALL_SHARE) continue;
    const label = line.text.slice(0, year.start);
    const between = line.text.slice(year.end, call.start);
    // the fund names the row, the two amounts follow one another, the second is a call
    if (!FUND.test(label) || (between.match(/\p{L}{2,}/gu) ?? []).length > 3) continue;
    // « … 4 200,00 € ; votre quote-part 140,00 € » is the lots' year, proven elsewhere or not
    if (LOTS_YEAR.test(between)) continue;
    if (!TOLD_APART.test(line.text) && findDates(line.text).length === 0) continue;
    const age = ageOfRow(label, exercises, today);
    if (age === null ? !YEARLY.test(line.text) : age !== -1) continue;
    const at = { page: line.page, excerpt: excerpt(line), confidence };
    // the call's day: after its amount (« 21,87 € le 01/04/2025 ») or in the label (« appel du lot au 01/04/2025 »)
    const day = findDates(line.text.slice(call.end))[0] ?? findDates(label)[0];
    return [
      { field: 'works_funds_contribution', amount: year.cents, ...at },
      { field: 'works_funds_last_contribution', amount: call.cents, ...at },
      ...(day ? [{ field: 'dt_last_contribution', date: day.iso, ...at }] : []),
    ];
  }
  return [];
}
