import { useState } from 'react';
import { DEFAULT_TABLE_PAGE_SIZE, type SortDirection } from '@ped/domain';
import type { SortState } from './sort-state';

/**
 * What a server-driven table asks the API for (ADR 050): the same fields as the lists'
 * parameters (`page` from 1, `pageSize`, `sort` and `direction`, `q`), so it is sent as is.
 */
export interface TableQuery {
  page: number;
  pageSize: number;
  sort?: string;
  direction?: SortDirection;
  q?: string;
}

/** The first page, sorted as the list is by default (its header shows it). */
export const firstTableQuery = (
  sort?: SortState | null,
  pageSize: number = DEFAULT_TABLE_PAGE_SIZE,
): TableQuery => ({
  page: 1,
  pageSize,
  ...(sort ? { sort: sort.key, direction: sort.direction } : {}),
});

/** The query a server-driven table changes and a screen sends: start from the default sort. */
export function useTableQuery(initialSort?: SortState | null) {
  return useState<TableQuery>(() => firstTableQuery(initialSort));
}
