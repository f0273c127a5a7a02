import styled from 'styled-components';

/**
 * A list of « label : value » facts (a `dl`): labels in one column, values in the other,
 * stacked on a phone. `$muted` greys the labels where the values are the point.
 */
export const FactList = styled.dl<{ $muted?: boolean }>`
  display: grid;
  grid-template-columns: minmax(120px, max-content) 1fr;
  gap: 8px 16px;
  margin: 0;
  dt {
    font-weight: ${({ $muted }) => ($muted ? 'normal' : 600)};
    color: ${({ $muted, theme }) => ($muted ? theme.colors.textMuted : 'inherit')};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  @media (max-width: 480px) {
    grid-template-columns: 1fr;
    gap: 2px;
    dd {
      margin-bottom: 8px;
    }
  }
`;
