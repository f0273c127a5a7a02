import { findAmounts } from './amounts';
import { excerpt } from './lines';
import { ageOfRow, exercisesOf, fieldOfYear, type YearRole } from './subject';
import type { FigureGuess, Line } from './types';

/**
 * A table with a column per exercise and role (issue 39, twelfth round), its header on two
 * lines, one naming each column's role and one its year, in either order:
 * « Provisions Réel Budget Proposé » over « 2024/2025 2024/2025 2025/2026 2026/2027 ». The
 * seller's row is their lots' total (« Total des deux lots 3 578,00 3 618,75 … »); each of its
 * amounts is the lots' year in its column's role, and the year picks the field.
 */
type Role = Exclude<YearRole, 'building'> | 'other';

const ROLE_WORD =
  /\b(?:budget vote|budget|provisions?|appele|vote|propose|reel|realise|depenses|ecart|solde)\b/g;
/** What each column heading says of its amounts; « Proposé » is a budget no one voted yet. */
const ROLE_OF: Record<string, Role> = {
  budget: 'voted',
  provisions: 'voted',
  provision: 'voted',
  appele: 'voted',
  vote: 'voted',
  reel: 'spent',
  realise: 'spent',
  depenses: 'spent',
};
const YEAR = /(?<![\d/.-])(?:19|20)\d{2}(?:\/(?:19|20)?\d{2})?(?![\d/.-])/g;
/** The seller's row: their lots' total. */
const SELLER_TOTAL = /^total (?:de |des )?(?:vos |(?:deux|trois|quatre) )?lots\b/;
/** How many rows a table prints under its header at most. */
const ROWS = 12;

/**
 * The roles a header line names, one per column: « budget voté » is one column's heading
 * when counting it as two would name more columns than there are years.
 */
function rolesOf(text: string, columns: number): Role[] | null {
  const words = [...text.matchAll(ROLE_WORD)].map((match) => match[0]);
  const split = words.flatMap((word) => (word === 'budget vote' ? ['budget', 'vote'] : [word]));
  const roles = [split, words].find((candidate) => candidate.length === columns);
  return (
    roles?.map((word) => ROLE_OF[word] ?? (word === 'budget vote' ? 'voted' : 'other')) ?? null
  );
}

interface Header {
  at: number;
  years: string[];
  roles: Role[];
}

/** A line of years alone beside a line of roles, as many of each. */
function headerAt(lines: Line[], index: number): Header | null {
  const line = lines[index]!;
  const years = line.text.match(YEAR) ?? [];
  if (years.length < 3 || findAmounts(line.text).length > 0) return null;
  if (
    line.text
      .replace(YEAR, ' ')
      .replace(/\b(?:immeuble|lots?|exercices?)\b/g, ' ')
      .trim()
  )
    return null;
  for (const other of [lines[index - 1], lines[index + 1]]) {
    if (!other || other.page !== line.page) continue;
    const roles = rolesOf(other.text, years.length);
    if (roles) return { at: Math.max(index, lines.indexOf(other)), years, roles };
  }
  return null;
}

export function readYearColumns(lines: Line[], today: Date, confidence: number): FigureGuess[] {
  const exercises = exercisesOf(lines, today);
  const found: FigureGuess[] = [];
  for (const index of lines.keys()) {
    const header = headerAt(lines, index);
    if (!header) continue;
    for (const [offset, row] of lines.slice(header.at + 1, header.at + 1 + ROWS).entries()) {
      if (row.page !== lines[index]!.page) break;
      const amounts = findAmounts(row.text);
      // « Total de » over « vos lots »: the label wraps under the row's amounts
      const next = lines[header.at + 2 + offset];
      const label = `${row.text.slice(0, amounts[0]?.start)} ${next && findAmounts(next.text).length === 0 ? next.text : ''}`;
      if (!SELLER_TOTAL.test(label.replace(/\s+/g, ' ')) || amounts.length !== header.years.length)
        continue;
      for (const [column, amount] of amounts.entries()) {
        const age = ageOfRow(header.years[column]!, exercises, today);
        const role = header.roles[column]!;
        const field = role === 'other' ? undefined : fieldOfYear(age, role);
        if (field && amount.cents > 0 && !found.some((guess) => guess.field === field))
          found.push({
            field,
            amount: amount.cents,
            page: row.page,
            excerpt: excerpt(row),
            confidence,
          });
      }
      break;
    }
  }
  return found;
}
