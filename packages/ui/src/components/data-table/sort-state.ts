import type { SortDirection } from '@ped/domain';

export interface SortState {
  key: string;
  direction: SortDirection;
}

/** Clicking a header: a new column sorts ascending, the same column flips. */
export function nextSort(current: SortState | null, key: string): SortState {
  if (current?.key === key) return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { key, direction: 'asc' };
}
