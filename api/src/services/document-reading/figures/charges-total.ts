import { findAmounts } from './amounts';
import { fractionOf, type Fraction } from './fraction';
import { excerpt } from './lines';
import { provenLine } from './proven-shares';
import { ageOfRow, exercisesOf } from './subject';
import type { FigureGuess, Line } from './types';

/**
 * A décompte's table « Poste | Immeuble | Lot 2C-05 » ends on its total, or on « Dépenses
 * 2024 »: the building's spending, then the lot's share of it, proven by the lot's tantièmes
 * printed in the document (issue 39, sixteenth round): « Total 55 296,10 1 365,81 » where
 * 55 296,10 × 247 / 10 000 = 1 365,81. The share is the lot's real charges of the year the
 * décompte accounts for, or of the year its label names.
 */
const TOTAL_ROW =
  /^(?:total(?: general| des charges| des depenses)?|depenses(?: reelles)?(?: de l'exercice)?(?: ((?:19|20)\d{2}(?:\/(?:19|20)?\d{2})?))?)$/;

export function readChargesTotal(
  lines: Line[],
  suffix: 'n' | 'n1' | null,
  today: Date,
  confidence: number,
): FigureGuess[] {
  const fractions = new Map<string, Fraction>();
  for (const line of lines) {
    const fraction = fractionOf(line.text);
    if (fraction) fractions.set(`${fraction.tantiemes}/${fraction.base}`, fraction);
  }
  if (fractions.size === 0) return [];
  const exercises = exercisesOf(lines, today);
  for (const line of lines) {
    const amounts = findAmounts(line.text);
    if (amounts.length !== 2) continue;
    const label = TOTAL_ROW.exec(line.text.slice(0, amounts[0]!.start).trim());
    if (!label) continue;
    const proven = provenLine(line, [line], [...fractions.values()]);
    if (!proven || proven.share !== amounts[1]!.cents) continue;
    const age = label[1] ? ageOfRow(label[1], exercises, today) : null;
    const year = label[1] ? (age === 0 ? 'n' : age === 1 ? 'n1' : null) : suffix;
    if (!year) continue;
    return [
      {
        field: `budget_${year}`,
        amount: proven.share,
        page: line.page,
        excerpt: excerpt(line),
        confidence,
        proofs: [proven.proof],
      },
    ];
  }
  return [];
}
