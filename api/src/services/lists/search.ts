/** Characters a regular expression would read as syntax. */
const REGEX_SYNTAX = /[.*+?^${}()|[\]\\]/g;

/** The query, trimmed, as a literal for $regex: « 12 rue (bis) » finds itself, nothing more. */
export const literalPattern = (query: string): string => query.trim().replace(REGEX_SYNTAX, '\\$&');

const fold = (text: string) => text.toLocaleLowerCase('fr-FR');

/**
 * The codes whose French label contains the query (« prête » → 'ready'): a column that shows
 * a label and stores a code is searched by what the user reads.
 */
export function codesLabelled(query: string, labels: Readonly<Record<string, string>>): string[] {
  const needle = fold(query.trim());
  if (!needle) return [];
  return Object.entries(labels)
    .filter(([, label]) => fold(label).includes(needle))
    .map(([code]) => code);
}

/**
 * Table search (docs/product.md §5.4) on the server: a case-insensitive substring of any of the fields, plus
 * exact matches on coded fields whose label matched. Null when the query is empty.
 */
export function searchFilter(
  query: string | undefined,
  fields: readonly string[],
  coded: Record<string, string[]> = {},
): Record<string, unknown> | null {
  if (!query?.trim()) return null;
  const pattern = literalPattern(query);
  const clauses: Array<Record<string, unknown>> = fields.map((field) => ({
    [field]: { $regex: pattern, $options: 'i' },
  }));
  for (const [field, codes] of Object.entries(coded))
    if (codes.length) clauses.push({ [field]: { $in: codes } });
  return { $or: clauses };
}
