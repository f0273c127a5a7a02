import { formatDate, truncateCell } from '@ped/domain';

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(cellText).filter(Boolean).join(', ');
  if (value instanceof Date) return formatDate(value);
  if (typeof value === 'object') return '';
  return String(value);
}

/**
 * What an unformatted cell shows (docs/product.md §5.5, the domain's `truncateCell`: 20 characters,
 * 30 for URLs and identifiers) and the full text when it was shortened, for its tooltip.
 */
export function displayedCell(
  value: unknown,
  identifier: boolean,
): { text: string; full: string | null } {
  const full = cellText(value);
  const text = truncateCell(full, identifier ? 'id' : 'auto');
  return { text, full: text === full ? null : full };
}
