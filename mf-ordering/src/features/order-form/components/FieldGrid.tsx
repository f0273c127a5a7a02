import styled from 'styled-components';

/** Fields side by side on wide screens, stacked on phones. */
export const FieldGrid = styled.div<{ $columns?: number }>`
  display: grid;
  gap: 16px;
  grid-template-columns: 1fr;
  @media (min-width: 700px) {
    grid-template-columns: repeat(${({ $columns = 2 }) => $columns}, minmax(0, 1fr));
  }
`;

export const ItemCard = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  padding: 16px;
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: 16px;
  & > legend {
    font-weight: 700;
    padding: 0 6px;
  }
`;

export const StepIntro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
