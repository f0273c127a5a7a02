import styled from 'styled-components';

/**
 * A line of a field's hint that carries a suggestion and its button (« Utiliser »,
 * « Effacer »): on its own line under the help, inside the hint the field is described
 * by, so screen readers read it with the field.
 */
export const HintLine = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin-top: 6px;
  color: ${({ theme }) => theme.colors.text};
`;
