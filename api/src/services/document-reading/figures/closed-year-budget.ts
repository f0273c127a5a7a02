import { findDates } from '../type-and-date/french-dates';
import { findAmounts } from './amounts';
import { lastClosedYear } from './subject';
import { excerpt, flatText } from './lines';
import type { FigureGuess, Line } from './types';

/**
 * The accounts an assembly approves, named by their year (« comptes de l'exercice 2024 »,
 * « … 2023/2024 », by the year it ends in), by their days (« … (allant) du 01/10/2023 au
 * 30/09/2024 ») or by their last day (« … clos le 30 septembre 2024 »).
 */
const APPROVED_ACCOUNTS =
  /\bcomptes de l'exercice (?:(?:20\d{2} ?[/-] ?)?(20\d{2})\b|(?:allant )?du |(clos (?:le |au )))/g;
/** How far the resolution may go on before it names the budget the year was run on. */
const REACH = 400;
/** Where the approval's words end: a budget named by another year, or the next resolution. */
const NEXT_SUBJECT =
  /\bbudget (?:previsionnel )?(?:(?:de|pour) l'exercice )?(?:de l'annee )?(20\d{2})\b|\bresolution\b/g;
/**
 * The budget named right before its amount: « pour un budget voté de 56 000,00 € »,
 * « budget prévisionnel : 48 000,00 », « le budget 2024 de … » (another year's budget
 * ends the window first).
 */
const BUDGET_BEFORE =
  /\bbudget(?: previsionnel)?(?: 20\d{2})?(?: (?:vote|approuve|initial))? (?:de |d'un montant de |s'elevant a |: ?)?$/;

/**
 * The building's budget of the last closed year (`building_budget_n`) as the minutes that
 * approve that year's accounts recall it: « Approbation des comptes de l'exercice 2024 : …
 * pour un budget voté de 56 000,00 €, les dépenses s'élèvent à 54 871,26 € ».
 */
export function readClosedYearBudget(
  lines: Line[],
  today: Date,
  confidence: number,
): FigureGuess[] {
  const { text, lineAt } = flatText(lines);
  const closed = lastClosedYear(lines, today);
  for (const approval of text.matchAll(APPROVED_ACCOUNTS)) {
    const from = approval.index + approval[0].length;
    // the year ends on the period's second day, or on the one day a closing names
    const ending = findDates(text.slice(from, from + 40))[approval[2] ? 0 : 1];
    const year = approval[1] ? Number(approval[1]) : Number(ending?.iso.slice(0, 4));
    if (year !== closed) continue;
    const reach = text.slice(from, from + REACH);
    const end = [...reach.matchAll(NEXT_SUBJECT)].find((next) => Number(next[1]) !== year);
    const window = end ? reach.slice(0, end.index) : reach;
    const amount = findAmounts(window).find(
      (a) => a.cents > 0 && BUDGET_BEFORE.test(window.slice(Math.max(0, a.start - 50), a.start)),
    );
    if (!amount) continue;
    const line = lineAt(from + amount.start);
    return [
      {
        field: 'building_budget_n',
        amount: amount.cents,
        page: line.page,
        excerpt: excerpt(line),
        confidence,
      },
    ];
  }
  return [];
}
