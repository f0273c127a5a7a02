import type { ReactNode } from 'react';
import styled from 'styled-components';

/** A wide table scrolls sideways on a phone; the page around it does not. */
const Scroll = styled.div`
  overflow-x: auto;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: 8px 10px;
    text-align: left;
    vertical-align: top;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

/**
 * A table inside a page of text (the CGV's prices, the API's error codes): plain rows, no
 * sorting or paging (that is DataTable's job).
 */
export function TextTable({ children }: { children: ReactNode }) {
  return (
    <Scroll>
      <Table>{children}</Table>
    </Scroll>
  );
}
