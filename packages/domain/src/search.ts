/**
 * Values reached by a dotted path; arrays met on the way are walked through, so
 * 'payload.links.link' reaches every link of an order.
 */
export function valuesAtPath(row: unknown, path: string): unknown[] {
  let current: unknown[] = [row];
  for (const key of path.split('.').filter(Boolean)) {
    const next: unknown[] = [];
    for (const value of current.flatMap((v) => (Array.isArray(v) ? v : [v]))) {
      if (value !== null && typeof value === 'object' && Object.hasOwn(value, key))
        next.push((value as Record<string, unknown>)[key]);
    }
    current = next;
  }
  return current;
}

function leaves(value: unknown, depth = 0): string[] {
  if (value === null || value === undefined || depth > 5) return [];
  if (Array.isArray(value)) return value.flatMap((v) => leaves(v, depth + 1));
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? [] : [value.toISOString()];
  if (typeof value === 'object') return Object.values(value).flatMap((v) => leaves(v, depth + 1));
  return [String(value)];
}

const fold = (s: string) => s.toLocaleLowerCase('fr-FR');

/**
 * Table search (docs/product.md §5.4): case-insensitive substring match of the (trimmed) query in any of
 * the searchable fields, nested paths and arrays included; a field holding an object is
 * searched through all its values. An empty query matches every row.
 */
export function matchesSearch(row: unknown, query: string, fields: readonly string[]): boolean {
  const needle = fold(query.trim());
  if (!needle) return true;
  return fields.some((field) =>
    valuesAtPath(row, field).some((v) => leaves(v).some((s) => fold(s).includes(needle))),
  );
}

/** Rows matching the query, in their original order. */
export function searchRows<T>(rows: readonly T[], query: string, fields: readonly string[]): T[] {
  return rows.filter((row) => matchesSearch(row, query, fields));
}
