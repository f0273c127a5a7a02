import { type KeyboardEvent, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { DEFAULT_TABLE_PAGE_SIZE } from '@ped/domain';
import { useFieldId } from '../hooks/useId';
import { displayedCell } from './data-table/cell-text';
import { countLabel } from './data-table/count-label';
import { Pagination } from './data-table/Pagination';
import type { SortState } from './data-table/sort-state';
import { useLocalView } from './data-table/useLocalView';
import { useServerView, type ServerPaging } from './data-table/useServerView';
import { valueAt } from './data-table/value-at';
import { typeScale } from '../theme/type-scale';

export type { SortState } from './data-table/sort-state';
export { ROWS_PER_PAGE_LABEL } from './data-table/Pagination';
export { firstTableQuery, useTableQuery, type TableQuery } from './data-table/table-query';
export { SEARCH_DEBOUNCE_MS, type ServerPaging } from './data-table/useServerView';

export const SEARCH_LABEL = 'Recherche Magic';

export interface DataTableColumn<Row> {
  /** dotted path of the value in the row ('syndic.name'); also the column's identity */
  key: string;
  label: ReactNode;
  /** default true */
  sortable?: boolean;
  /** default true: the search looks into this value, nested objects and arrays included */
  searchable?: boolean;
  /** the column takes the width of its content instead of sharing the rest */
  autoWidth?: boolean;
  align?: 'left' | 'center' | 'right';
  /** what the cell shows; formatted cells are never truncated */
  format?: (value: unknown, row: Row) => ReactNode;
  /** a hint on the header (a string) or on each cell (a function of the row) */
  tooltip?: string | ((row: Row) => string);
  /** identifiers: truncated at 30 characters instead of 20 (URLs are recognised by themselves) */
  identifier?: boolean;
}

export interface DataTableProps<Row> {
  rows: readonly Row[];
  columns: ReadonlyArray<DataTableColumn<Row>>;
  /** stable key of a row (its id) */
  rowKey: (row: Row) => string;
  title?: ReactNode;
  /** accessible name when there is no visible title */
  ariaLabel?: string;
  initialSort?: SortState | null;
  initialPageSize?: number;
  searchable?: boolean;
  onRowClick?: (row: Row) => void;
  /** buttons at the end of each row (they do not trigger onRowClick) */
  actions?: (row: Row) => ReactNode;
  actionsLabel?: string;
  emptyMessage?: string;
  loading?: boolean;
  /** toolbar content shown at the right of the search box (filters, "Ajouter") */
  toolbar?: ReactNode;
  /**
   * Below this width of the table's own box (px), each row reads as a card of « label :
   * value » lines instead of a row of cells, so that no column, actions included, hides
   * beyond a horizontal scroll. Tables with many columns raise it.
   */
  stackBelow?: number;
  /**
   * Server-driven (ADR 050): `rows` are one page the API sorted and searched; the table's
   * controls change `server.query` and show `server.total`. Without it the table sorts,
   * searches and pages the rows it is given.
   */
  server?: ServerPaging;
}

/** Phones: below this width every table reads as cards. */
const DEFAULT_STACK_BELOW = 600;

const Root = styled.section`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.background};
  overflow: hidden;
  container-type: inline-size;
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: 12px;
  padding: 12px;
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${typeScale.lg};
  flex: 1 1 auto;
`;

const SearchLabel = styled.label`
  display: flex;
  flex-direction: column;
  gap: 4px;
  font-size: ${typeScale.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const SearchInput = styled.input`
  min-width: 220px;
  min-height: 40px;
  padding: 8px 12px;
  font: inherit;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm};
`;

/** docs/product.md §2.9: at most 70 % of the viewport; the header row stays visible while scrolling. */
const Scroll = styled.div`
  max-height: 70vh;
  overflow: auto;
`;

const Table = styled.table<{ $stackBelow: number }>`
  width: 100%;
  border-collapse: collapse;
  font-size: ${typeScale.sm};
  @container (max-width: ${({ $stackBelow }) => $stackBelow}px) {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
    }
    tbody,
    tr,
    td {
      display: block;
    }
    tbody tr {
      padding: 8px 12px;
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    }
    td[data-label] {
      display: flex;
      justify-content: space-between;
      align-items: center;
      gap: 12px;
      padding: 4px 0;
      border: none;
      white-space: normal;
      text-align: right;
      overflow-wrap: anywhere;
    }
    td[data-label]::before {
      content: attr(data-label);
      font-weight: 700;
      text-align: left;
      flex: none;
    }
  }
`;

const Th = styled.th<{ $align: string; $auto: boolean }>`
  position: sticky;
  top: 0;
  z-index: 1;
  padding: 10px 12px;
  text-align: ${({ $align }) => $align};
  white-space: nowrap;
  width: ${({ $auto }) => ($auto ? '1%' : 'auto')};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  font-weight: 700;
`;

const SortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: 0;
  border: none;
  background: none;
  color: inherit;
  font: inherit;
  cursor: pointer;
`;

const Tr = styled.tr<{ $clickable: boolean }>`
  &:nth-child(even) {
    background: ${({ theme }) => theme.colors.surface};
  }
  ${({ $clickable, theme }) =>
    $clickable &&
    css`
      cursor: pointer;
      &:hover,
      &:focus-visible {
        background: ${theme.colors.surfaceAlt};
      }
    `}
`;

const Td = styled.td<{ $align: string; $auto: boolean }>`
  padding: 8px 12px;
  text-align: ${({ $align }) => $align};
  white-space: ${({ $auto }) => ($auto ? 'nowrap' : 'normal')};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  vertical-align: middle;
`;

const Count = styled.p`
  margin: 0;
  align-self: center;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${typeScale.sm};
`;

/** While the next page loads the current one stays, dimmed: nothing moves. */
const Body = styled.tbody<{ $stale: boolean }>`
  opacity: ${({ $stale }) => ($stale ? 0.55 : 1)};
  transition: opacity 0.15s;
`;

const Empty = styled.td`
  padding: 24px;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A card's line names its column: the header's words when the label is plain text. */
const labelText = (label: ReactNode): string | undefined =>
  typeof label === 'string' ? label : undefined;

function sortIcon(direction: 'asc' | 'desc' | null): string {
  if (direction === 'asc') return '▲';
  if (direction === 'desc') return '▼';
  return '↕';
}

/**
 * The reusable table of docs/product.md §2.9: sortable, searchable ('Recherche Magic', case-insensitive
 * substring search), paged, alternating rows, at most 70 % of the viewport high. It sorts,
 * searches and pages its rows itself, or drives the API's paging (`server`, ADR 050).
 */
export function DataTable<Row>({
  rows,
  columns,
  rowKey,
  title,
  ariaLabel,
  initialSort = null,
  initialPageSize = DEFAULT_TABLE_PAGE_SIZE,
  searchable = true,
  onRowClick,
  actions,
  actionsLabel = 'Actions',
  emptyMessage = 'Aucun résultat',
  loading = false,
  toolbar,
  stackBelow = DEFAULT_STACK_BELOW,
  server,
}: DataTableProps<Row>) {
  const titleId = useFieldId();
  const searchId = useFieldId();
  const local = useLocalView(server ? [] : rows, columns, initialSort, initialPageSize);
  const view = useServerView(rows, server) ?? local;
  const { visible } = view;
  const columnCount = columns.length + (actions ? 1 : 0);

  function onRowKey(event: KeyboardEvent<HTMLTableRowElement>, row: Row) {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onRowClick?.(row);
    }
  }

  return (
    <Root aria-labelledby={title ? titleId : undefined} aria-label={title ? undefined : ariaLabel}>
      <Head>
        {title ? <Title id={titleId}>{title}</Title> : null}
        {searchable ? (
          <SearchLabel htmlFor={searchId}>
            {SEARCH_LABEL}
            <SearchInput
              id={searchId}
              type="search"
              value={view.search}
              onChange={(event) => view.onSearch(event.target.value)}
            />
          </SearchLabel>
        ) : null}
        {server?.noun ? (
          <Count aria-live="polite">{countLabel(server.total, server.noun)}</Count>
        ) : null}
        {toolbar}
      </Head>
      <Scroll>
        <Table aria-busy={loading || undefined} $stackBelow={stackBelow}>
          <thead>
            <tr>
              {columns.map((column) => {
                const align = column.align ?? 'left';
                const direction = view.sort?.key === column.key ? view.sort.direction : null;
                const hint = typeof column.tooltip === 'string' ? column.tooltip : undefined;
                return (
                  <Th
                    key={column.key}
                    scope="col"
                    $align={align}
                    $auto={Boolean(column.autoWidth)}
                    title={hint}
                    aria-sort={
                      direction === 'asc'
                        ? 'ascending'
                        : direction === 'desc'
                          ? 'descending'
                          : undefined
                    }
                  >
                    {column.sortable === false || !view.sorts(column.key) ? (
                      column.label
                    ) : (
                      <SortButton type="button" onClick={() => view.onSort(column.key)}>
                        {column.label}
                        <span aria-hidden="true">{sortIcon(direction)}</span>
                      </SortButton>
                    )}
                  </Th>
                );
              })}
              {actions ? (
                <Th scope="col" $align="right" $auto>
                  {actionsLabel}
                </Th>
              ) : null}
            </tr>
          </thead>
          <Body $stale={loading && visible.length > 0}>
            {visible.length === 0 ? (
              <tr>
                <Empty colSpan={columnCount}>{loading ? 'Chargement…' : emptyMessage}</Empty>
              </tr>
            ) : (
              visible.map((row) => (
                <Tr
                  key={rowKey(row)}
                  $clickable={Boolean(onRowClick)}
                  tabIndex={onRowClick ? 0 : undefined}
                  onClick={onRowClick ? () => onRowClick(row) : undefined}
                  onKeyDown={onRowClick ? (event) => onRowKey(event, row) : undefined}
                >
                  {columns.map((column) => {
                    const value = valueAt(row, column.key);
                    const cellHint =
                      typeof column.tooltip === 'function' ? column.tooltip(row) : undefined;
                    const align = column.align ?? 'left';
                    if (column.format) {
                      return (
                        <Td
                          key={column.key}
                          $align={align}
                          $auto={Boolean(column.autoWidth)}
                          title={cellHint}
                          data-label={labelText(column.label)}
                        >
                          {column.format(value, row)}
                        </Td>
                      );
                    }
                    const { text, full } = displayedCell(value, Boolean(column.identifier));
                    return (
                      <Td
                        key={column.key}
                        $align={align}
                        $auto={Boolean(column.autoWidth)}
                        title={cellHint ?? full ?? undefined}
                        data-label={labelText(column.label)}
                      >
                        {text}
                      </Td>
                    );
                  })}
                  {actions ? (
                    <Td
                      $align="right"
                      $auto
                      data-label={actionsLabel}
                      onClick={(event) => event.stopPropagation()}
                      onKeyDown={(event) => event.stopPropagation()}
                    >
                      {actions(row)}
                    </Td>
                  ) : null}
                </Tr>
              ))
            )}
          </Body>
        </Table>
      </Scroll>
      <Pagination
        count={view.count}
        page={view.page}
        pageSize={view.pageSize}
        onPageChange={view.onPage}
        onPageSizeChange={view.onPageSize}
      />
    </Root>
  );
}
