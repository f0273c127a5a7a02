import styled from 'styled-components';
import { PAGINATION_PAGE_SIZES } from '@ped/domain';
import { useFieldId } from '../../hooks/useId';
import { typeScale } from '../../theme/type-scale';

/**
 * The pagination's label (docs/product.md §2.9). The former site said 'Rows per page:', but every
 * interface text is French (docs/product.md §1.1, ADR 041).
 */
export const ROWS_PER_PAGE_LABEL = 'Lignes par page\u00a0:';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: 8px 20px;
  padding: 8px 12px;
  font-size: ${typeScale.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const SizeSelect = styled.select`
  font: inherit;
  padding: 4px 8px;
  margin-left: 8px;
  border-radius: ${({ theme }) => theme.radius.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
`;

const Arrow = styled.button`
  width: 40px;
  height: 40px;
  border: none;
  border-radius: 50%;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${typeScale.lg};
  cursor: pointer;
  &:disabled {
    opacity: 0.35;
    cursor: default;
  }
  &:not(:disabled):hover {
    background: ${({ theme }) => theme.colors.surface};
  }
`;

interface PaginationProps {
  count: number;
  page: number;
  pageSize: number;
  onPageChange(page: number): void;
  onPageSizeChange(size: number): void;
}

export function Pagination({
  count,
  page,
  pageSize,
  onPageChange,
  onPageSizeChange,
}: PaginationProps) {
  const sizeId = useFieldId();
  const from = count === 0 ? 0 : page * pageSize + 1;
  const to = Math.min(count, (page + 1) * pageSize);
  const lastPage = Math.max(0, Math.ceil(count / pageSize) - 1);
  return (
    <Bar>
      <label htmlFor={sizeId}>
        {ROWS_PER_PAGE_LABEL}
        <SizeSelect
          id={sizeId}
          value={pageSize}
          onChange={(event) => onPageSizeChange(Number(event.target.value))}
        >
          {PAGINATION_PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </SizeSelect>
      </label>
      <span aria-live="polite">
        {from}–{to} sur {count}
      </span>
      <span>
        <Arrow
          type="button"
          aria-label="Page précédente"
          disabled={page === 0}
          onClick={() => onPageChange(page - 1)}
        >
          ‹
        </Arrow>
        <Arrow
          type="button"
          aria-label="Page suivante"
          disabled={page >= lastPage}
          onClick={() => onPageChange(page + 1)}
        >
          ›
        </Arrow>
      </span>
    </Bar>
  );
}
