import styled from 'styled-components';
import { formatCents, type OrderTotal } from '@ped/domain';
import { typeScale } from '@ped/ui';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: 8px 4px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
  }
  td:last-child,
  th:last-child {
    text-align: right;
    white-space: nowrap;
  }
  tfoot td {
    font-weight: 700;
    font-size: ${typeScale.lg};
    border-bottom: none;
  }
`;

/** The lines and total @ped/domain computes: what the API will charge. */
export function OrderTotalTable({ total }: { total: OrderTotal }) {
  const amountOf = (line: { htCents: number; ttcCents: number }) =>
    formatCents(total.shownLabel === 'TTC' ? line.ttcCents : line.htCents);
  return (
    <Table>
      <caption>Détail du prix</caption>
      <thead>
        <tr>
          <th scope="col">Désignation</th>
          <th scope="col">Montant {total.shownLabel}</th>
        </tr>
      </thead>
      <tbody>
        {total.lines.map((line) => (
          <tr key={line.label}>
            <td>{line.label}</td>
            <td>{amountOf(line)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <td>Total {total.shownLabel}</td>
          <td>{formatCents(total.shownCents)}</td>
        </tr>
        {total.shownLabel === 'HT' ? (
          <tr>
            <td>Total TTC (TVA {formatCents(total.tvaCents)})</td>
            <td>{formatCents(total.ttcCents)}</td>
          </tr>
        ) : null}
      </tfoot>
    </Table>
  );
}
