import type { SortState } from './sort-state';

/** What the table shows and what its controls change, whoever sorts and pages the rows. */
export interface TableView<Row> {
  visible: readonly Row[];
  /** rows in the whole list (what the search matched) */
  count: number;
  /** from 0 */
  page: number;
  pageSize: number;
  sort: SortState | null;
  /** the text in the search box */
  search: string;
  onSearch(text: string): void;
  onSort(key: string): void;
  onPage(page: number): void;
  onPageSize(size: number): void;
  /** whether a column's header sorts (beyond its own `sortable`) */
  sorts(key: string): boolean;
}
