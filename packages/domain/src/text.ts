/** docs/product.md §5.5: table cells without a formatter stop at 20 characters, URLs and ids at 30. */
export const CELL_TEXT_MAX = 20;
export const CELL_LONG_TEXT_MAX = 30;

export const ELLIPSIS = '…';

/**
 * Cuts text longer than `max` characters so that, ellipsis included, it is `max` long.
 * Counts code points, so an accent or an emoji is never cut in half.
 */
export function truncate(text: string | null | undefined, max: number = CELL_TEXT_MAX): string {
  if (text === null || text === undefined) return '';
  const chars = Array.from(String(text));
  if (chars.length <= max) return chars.join('');
  if (max <= 0) return '';
  return chars.slice(0, max - 1).join('') + ELLIPSIS;
}

const URL_LIKE = /^(?:[a-z][a-z\d+.-]*:\/\/|www\.)/i;

/** Whether a cell value reads as a URL, which gets the longer limit. */
export function isUrlLike(text: string): boolean {
  return URL_LIKE.test(text.trim());
}

/**
 * The cell rule of docs/product.md §5.5. `kind` forces the limit; by default URLs get 30 characters and any
 * other text 20 (identifiers must be declared by the column with kind 'id').
 */
export function truncateCell(
  value: unknown,
  kind: 'text' | 'url' | 'id' | 'auto' = 'auto',
): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  const long = kind === 'url' || kind === 'id' || (kind === 'auto' && isUrlLike(text));
  return truncate(text, long ? CELL_LONG_TEXT_MAX : CELL_TEXT_MAX);
}
