import { valuesAtPath } from './search';
import type { SortDirection } from './order-states';

/** docs/product.md §9.2: table page sizes and default. */
export const TABLE_PAGE_SIZES: readonly number[] = [10, 25, 50];
export const DEFAULT_TABLE_PAGE_SIZE = 10;
/** the pagination component's own choices */
export const PAGINATION_PAGE_SIZES: readonly number[] = [10, 25, 50, 100];

const collator = new Intl.Collator('fr-FR', { sensitivity: 'base', numeric: true });

function sortKey(row: unknown, field: string): unknown {
  return valuesAtPath(row, field)[0];
}

function compare(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return collator.compare(String(a), String(b));
}

/**
 * Stable sort on a dotted field, French collation ('Élysée' next to 'Elysée', '10' after
 * '9'); empty values always last, whatever the direction. ISO date strings sort as text.
 */
export function sortRows<T>(rows: readonly T[], field: string, direction: SortDirection): T[] {
  const sign = direction === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, key: sortKey(row, field) }))
    .sort((x, y) => {
      const emptyX = x.key === null || x.key === undefined || x.key === '';
      const emptyY = y.key === null || y.key === undefined || y.key === '';
      if (emptyX || emptyY) return emptyX === emptyY ? x.index - y.index : emptyX ? 1 : -1;
      return sign * compare(x.key, y.key) || x.index - y.index;
    })
    .map(({ row }) => row);
}

/** One page of rows (page counted from 0); an out-of-range page is empty. */
export function pageRows<T>(
  rows: readonly T[],
  page: number,
  pageSize: number = DEFAULT_TABLE_PAGE_SIZE,
): T[] {
  if (page < 0 || pageSize < 1) return [];
  return rows.slice(page * pageSize, page * pageSize + pageSize);
}
