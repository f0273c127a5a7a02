import { useMemo, useState } from 'react';
import { matchesSearch, sortRows } from '@ped/domain';
import { nextSort, type SortState } from './sort-state';
import type { TableView } from './table-view';

interface Column {
  key: string;
  searchable?: boolean;
}

/**
 * A table of rows it holds whole: the domain's search (case-insensitive, nested fields and
 * arrays), sort and paging, in the browser.
 */
export function useLocalView<Row>(
  rows: readonly Row[],
  columns: readonly Column[],
  initialSort: SortState | null,
  initialPageSize: number,
): TableView<Row> {
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<SortState | null>(initialSort);
  const [pageSize, setPageSize] = useState(initialPageSize);
  const [page, setPage] = useState(0);

  const searchPaths = useMemo(
    () => columns.filter((c) => c.searchable !== false).map((c) => c.key),
    [columns],
  );
  const filtered = useMemo(
    () => (query.trim() ? rows.filter((row) => matchesSearch(row, query, searchPaths)) : [...rows]),
    [rows, query, searchPaths],
  );
  const sorted = useMemo(() => {
    if (!sort || !columns.some((c) => c.key === sort.key)) return filtered;
    return sortRows(filtered, sort.key, sort.direction);
  }, [filtered, sort, columns]);

  const lastPage = Math.max(0, Math.ceil(sorted.length / pageSize) - 1);
  const currentPage = Math.min(page, lastPage);
  return {
    visible: sorted.slice(currentPage * pageSize, (currentPage + 1) * pageSize),
    count: sorted.length,
    page: currentPage,
    pageSize,
    sort,
    search: query,
    onSearch: (text) => {
      setQuery(text);
      setPage(0);
    },
    onSort: (key) => setSort((current) => nextSort(current, key)),
    onPage: setPage,
    onPageSize: (size) => {
      setPageSize(size);
      setPage(0);
    },
    sorts: () => true,
  };
}
