import { readColumns, headingsOf, totalRow } from './columns';
import { excerpt } from './lines';
import type { FigureGuess, Line } from './types';

/** The décompte's table of works charged apart from the budget (« Travaux hors budget »). */
const TITLE = /^(?:travaux|depenses|operations) (?:votes )?hors budget\b/;
type Role = 'building' | 'share' | 'called';
/**
 * Its amount columns: the works' cost for the building (« Dépense totale »), the lot's
 * share (« Votre quote-part ») and what was called from the lot (« Appelé »).
 */
const HEADINGS =
  /\b(?<building>depense totale|montant total|total immeuble|total residence)\b|\b(?<share>(?:votre )?quote-part)\b|\b(?<called>appele|appels|provisions appelees)\b/g;

const roleOf = (match: RegExpMatchArray): Role =>
  match.groups?.building ? 'building' : match.groups?.share ? 'share' : 'called';

/**
 * The lot's works charges of the closed year (`hors_budget_{n}`) and what it was called
 * for them (`expected_hors_budget_{n}`), from the table's total row or its only row.
 */
export function readWorksTable(
  lines: Line[],
  suffix: 'n' | 'n1' | null,
  confidence: number,
): FigureGuess[] {
  if (!suffix) return [];
  const start = lines.findIndex((line) => TITLE.test(line.text));
  if (start < 0) return [];
  const { columns, rows } = readColumns(lines, start, (header) =>
    headingsOf(header, HEADINGS, roleOf),
  );
  const row = totalRow(rows);
  if (!row) return [];
  const cell = (role: Role) => {
    const column = columns.find((c) => c.role === role);
    return column ? row.cells.get(column) : undefined;
  };
  const base = { page: row.line.page, excerpt: excerpt(row.line), confidence };
  return (
    [
      [`hors_budget_${suffix}`, cell('share')],
      [`expected_hors_budget_${suffix}`, cell('called')],
    ] as const
  ).flatMap(([field, amount]) => (amount ? [{ field, amount, ...base }] : []));
}
