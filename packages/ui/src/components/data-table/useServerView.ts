import { useEffect, useRef, useState } from 'react';
import { nextSort } from './sort-state';
import type { TableQuery } from './table-query';
import type { TableView } from './table-view';

/** Typing pauses this long before the search is sent: one request per word, not per key. */
export const SEARCH_DEBOUNCE_MS = 300;

export interface ServerPaging {
  /** how many rows the whole list holds (the API's `total`) */
  total: number;
  query: TableQuery;
  onQueryChange(next: TableQuery): void;
  /** the column keys the API sorts on: other headers do not sort */
  sortKeys: readonly string[];
  /** how the count names the rows: « 1 234 commandes » */
  noun?: { one: string; other: string };
}

/**
 * A table whose rows are one page the API sorted and searched: its controls change the
 * query (back to the first page when the sort, the size or the search changes).
 */
export function useServerView<Row>(
  rows: readonly Row[],
  server: ServerPaging | undefined,
): TableView<Row> | null {
  const [search, setSearch] = useState(server?.query.q ?? '');
  // the latest query and callback, for the debounced search to start from
  const latest = useRef(server);
  useEffect(() => {
    latest.current = server;
  });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  // past the last page (rows deleted, a narrower search elsewhere): go to the last one
  const lastPage = server ? Math.max(1, Math.ceil(server.total / server.query.pageSize)) : 1;
  const beyond = Boolean(server && rows.length === 0 && server.query.page > lastPage);
  useEffect(() => {
    if (beyond && latest.current)
      latest.current.onQueryChange({ ...latest.current.query, page: lastPage });
  }, [beyond, lastPage]);

  if (!server) return null;
  const { query, onQueryChange } = server;
  return {
    visible: rows,
    count: server.total,
    page: query.page - 1,
    pageSize: query.pageSize,
    sort: query.sort ? { key: query.sort, direction: query.direction ?? 'asc' } : null,
    search,
    onSearch: (text) => {
      setSearch(text);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        const current = latest.current;
        if (!current) return;
        const q = text.trim() || undefined;
        if (q !== current.query.q) current.onQueryChange({ ...current.query, q, page: 1 });
      }, SEARCH_DEBOUNCE_MS);
    },
    onSort: (key) => {
      const sort = nextSort(
        query.sort ? { key: query.sort, direction: query.direction ?? 'asc' } : null,
        key,
      );
      onQueryChange({ ...query, sort: sort.key, direction: sort.direction, page: 1 });
    },
    onPage: (page) => onQueryChange({ ...query, page: page + 1 }),
    onPageSize: (pageSize) => onQueryChange({ ...query, pageSize, page: 1 }),
    sorts: (key) => server.sortKeys.includes(key),
  };
}
