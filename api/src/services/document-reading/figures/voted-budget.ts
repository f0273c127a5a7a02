import { findDates } from '../type-and-date/french-dates';
import { findAmounts } from './amounts';
import { lastClosedYear } from './subject';
import { excerpt } from './lines';
import type { FigureGuess, Line } from './types';

/** Minutes are read resolution by resolution: « Résolution n° 5 », « 5e résolution ». */
const RESOLUTION = /^(?:\d+ ?(?:e|eme|ere|er)? )?(?:resolution|question)\b/;
/**
 * The budget the resolution votes, then its year: « budget prévisionnel de l'exercice
 * 2025 », « … de l'exercice du 01/01/2025 au 31/12/2025 » or « … de l'exercice en cours ».
 */
const BUDGET =
  /\bbudget (?:previsionnel )?(?:de l'exercice |pour l'exercice |)(?:(?:(20\d{2}) ?[/-] ?)?(20\d{2})\b|du |(en cours)\b)/g;
/** The resolution decides (« approuve », « arrête »…), it does not only mention a budget. */
const DECIDES =
  /\b(?:approuve|adopte|vote|arrete|fixe|reajuste|ajuste|confirme|maintenu|maintient|reconduit)\b/;
/**
 * The amount the budget is voted at, the first after the year: « à la somme de », « est
 * confirmé à », « à » right after the year (« le budget de l'exercice 2025 à … ») or after
 * a clause (« le budget de l'exercice 2025, voté le 16 mai 2024, à … »).
 */
const AT =
  /\b(?:somme|montant|hauteur|arrete a|fixe a|total) (?:de |a |global de )?$|\b(?:confirme|vote|maintenu|reconduit|ajuste|fixe|porte|arrete)e? a $|^ a $|, a $/;

/** A budget voted earlier and revised today: « voté à 106 000,00 €…, est porté à 108 000,00 € ». */
const REVISED = /\b(?:porte|reajuste|ajuste|modifie|revise|ramene|releve)e? a $/;

/**
 * The building's budget an assembly votes or re-adjusts for the current year
 * (`building_budget`), named by its year or by its days: the next year's budget, voted
 * the same day, is not asked.
 */
export function readVotedBudget(lines: Line[], today: Date, confidence: number): FigureGuess[] {
  const day = today.toISOString().slice(0, 10);
  let paragraph: Line[] = [];
  const found: FigureGuess[] = [];
  const read = () => {
    const text = paragraph.map((line) => line.text).join(' ');
    if (!DECIDES.test(text)) return;
    // the first budget named whose amount the sentence gives (a table's « Budget 2025 »
    // heading names one too, its amounts below are no vote)
    for (const budget of text.matchAll(BUDGET)) {
      if (readBudget(text, budget)) return;
    }
  };
  /** Whether the budget named is the current year's: by its name, its year or its days. */
  const isCurrent = ([, firstYear, year, ongoing]: RegExpExecArray, after: string): boolean => {
    if (ongoing) return true;
    // « 2024/2025 » is named by the year it ends in: current when the last closed is the one before
    if (firstYear) return Number(year) === lastClosedYear(lines, today) + 1;
    if (year) return Number(year) === today.getUTCFullYear();
    const [start, end] = findDates(after);
    return !!start && !!end && start.iso <= day && day <= end.iso;
  };
  const readBudget = (text: string, budget: RegExpExecArray): boolean => {
    const after = text.slice(budget.index + budget[0].length);
    if (!isCurrent(budget, after)) return false;
    const amount = findAmounts(after).find((a) =>
      AT.test(after.slice(Math.max(0, a.start - 30), a.start)),
    );
    if (!amount || amount.cents <= 0) return false;
    // a table's headings (« Budget 2025 | Budget 2026 ») name a budget and print no vote
    if (/\bbudget\b/.test(after.slice(0, amount.start))) return false;
    // the same budget revised further on, before any other budget is named, stands instead
    const until = after.slice(amount.end).search(/\bbudget\b/);
    const rest = until < 0 ? after.slice(amount.end) : after.slice(amount.end, amount.end + until);
    const revised = findAmounts(rest).find((a) =>
      REVISED.test(rest.slice(Math.max(0, a.start - 30), a.start)),
    );
    return propose(revised && revised.cents > 0 ? revised.cents : amount.cents);
  };
  const propose = (cents: number): boolean => {
    const line = paragraph.find((l) => findAmounts(l.text).some((a) => a.cents === cents));
    found.push({
      field: 'building_budget',
      amount: cents,
      page: (line ?? paragraph[0]!).page,
      excerpt: excerpt(line ?? paragraph[0]!),
      confidence,
    });
    return true;
  };
  for (const line of lines) {
    if (RESOLUTION.test(line.text)) {
      read();
      paragraph = [];
    }
    paragraph.push(line);
  }
  read();
  // the last vote of the day is the one that stands
  return found.slice(-1);
}
