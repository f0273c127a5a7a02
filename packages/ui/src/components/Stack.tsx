import styled from 'styled-components';

/** Flex layout with a regular gap: vertical by default, `$direction="row"` for rows. */
export const Stack = styled.div<{
  $direction?: 'row' | 'column';
  $gap?: number;
  $align?: 'start' | 'center' | 'end' | 'stretch' | 'baseline';
  $justify?: 'start' | 'center' | 'end' | 'space-between';
  $wrap?: boolean;
}>`
  display: flex;
  flex-direction: ${({ $direction = 'column' }) => $direction};
  gap: ${({ $gap = 16 }) => `${$gap}px`};
  align-items: ${({ $align = 'stretch' }) => ($align === 'start' || $align === 'end' ? `flex-${$align}` : $align)};
  justify-content: ${({ $justify = 'start' }) => ($justify === 'start' || $justify === 'end' ? `flex-${$justify}` : $justify)};
  flex-wrap: ${({ $wrap }) => ($wrap ? 'wrap' : 'nowrap')};
`;
