import { findDates } from '../type-and-date/french-dates';
import { cuedAmounts, type Cue } from './cues';
import { excerpt } from './lines';
import type { FigureGuess, Line } from './types';

/**
 * A call written as a letter names the building's figures in its sentences (« l'assemblée
 * générale du 14 novembre 2024 a fixé le budget de l'immeuble à 38 600,00 € », « a maintenu
 * la cotisation au fonds de travaux à 2 000,00 € par an, soit 174,00 € pour vous », « le
 * fonds s'élevait à 9 860,00 € au 30 septembre 2024 »). Each is known by the words just
 * before its amount, and after it where the building's must be told from the lot's. No
 * arithmetic proves them: they are proposed for the seller to check, after any labelled row.
 */
const REACH = { before: 160, after: 60 };

const CUES: Cue[] = [
  {
    field: 'building_budget',
    before:
      /\b(?:fixe|vote|adopte|arrete)\b[^;.]{0,20}\bbudget (?:previsionnel )?(?:\d{4} )?(?:de l'immeuble|de la copropriete|du syndicat)(?: \d{4})? a $|\bbudget (?:previsionnel )?(?:\d{4} )?(?:de l'immeuble|de la copropriete|du syndicat)(?: \d{4})? (?:est |a ete )?(?:fixe|vote|adopte|arrete) a $/,
  },
  {
    // « conformément au budget prévisionnel de 73 600,00 € voté par l'assemblée générale … »
    field: 'building_budget',
    before:
      /\bbudget (?:previsionnel )?(?:annuel )?(?:\d{4}(?:[/-]\d{4})? )?(?:de l'immeuble |de la copropriete |du syndicat )?(?:de|d'un montant de) $/,
    after:
      /^ ?(?:€ )?(?:ttc )?,? ?(?:vote|adopte|approuve|arrete|fixe|pour l'exercice|de l'exercice)\b/,
  },
  {
    // a notice's footnote names the budget by its vote: « Budget 2025 voté par l'assemblée
    // générale du 27/05/2024 : 203 500,00 € », « Budget prévisionnel voté (AG du 2024-12-05) »
    field: 'building_budget',
    before:
      /\bbudget (?:previsionnel )?(?:\d{4}(?:[/-]\d{4})? )?(?:vote|adopte|approuve)(?: par l'assemblee(?: generale)?| \(ag)?(?: du (?:[\d/.-]{8,10}|\d{1,2}(?:er)? [a-z]+ \d{4}))?\)? ?:? ?$/,
  },
  {
    // the year's contribution is the building's: « et à la cotisation annuelle au fonds de
    // travaux de 3 680,00 € », « ainsi que de la cotisation annuelle de 3 500,00 € au fonds »
    field: 'works_funds_contribution',
    before: /\bcotisation annuelle (?:au|du) fonds de travaux\b[^;.]{0,30}\b(?:a|de) $/,
  },
  {
    field: 'works_funds_contribution',
    before: /\bcotisation annuelle (?:de|d'un montant de) $/,
    after: /^ ?(?:€ )?(?:au|du|pour le) fonds de travaux\b/,
  },
  {
    field: 'works_funds_contribution',
    before: /\bcotisation (?:annuelle )?(?:au|du) fonds de travaux\b[^;.]{0,30}\b(?:a|de) $/,
    // the building's yearly amount, not the lot's part nor this call's
    after: /^ ?(?:€ )?(?:par an|pour l'annee|pour l'exercice)\b(?! pour (?:vous|votre lot))/,
  },
  {
    field: 'works_funds',
    before:
      /\bfonds de travaux\b.{0,100}\b(?:le|ce) fonds(?: de travaux)? (?:s'elevait|s'eleve|atteignait|atteint|etait|est)(?: a| de)? $|\b(?:le|ce) fonds de travaux (?:s'elevait|s'eleve|atteignait|atteint|etait|est)(?: a| de)? $/,
    after: /^ ?(?:€ )?au \d/,
  },
];

/** The building's budget and works fund as a letter's sentences give them. */
export function readCallSentences(lines: Line[], confidence: number): FigureGuess[] {
  const guesses: FigureGuess[] = [];
  for (const { field, cents, line, before, after } of cuedAmounts(lines, CUES, REACH)) {
    // a clause about the lot (« votre quote-part du budget … à ») names the lot's figure
    // (the colon that introduces the amount ends no clause)
    const stated = before.replace(/:\s*$/, '');
    const clause = stated.slice(stated.search(/[^;.:]*$/));
    if (/\b(?:votre|vos|vous)\b/.test(clause) || guesses.some((g) => g.field === field)) continue;
    const base = { page: line.page, excerpt: excerpt(line), confidence };
    guesses.push({ field, amount: cents, ...base });
    const day = field === 'works_funds' ? findDates(after)[0] : undefined;
    if (day) guesses.push({ field: 'dt_works_funds', date: day.iso, ...base });
  }
  return guesses;
}
