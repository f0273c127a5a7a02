import styled from 'styled-components';

/** xs: a form alone (sign-in); sm: a short message; md: a task page; lg: the site's width. */
const widths = { xs: '480px', sm: '640px', md: '960px', lg: '1200px' } as const;

/** Centres page content with the site's side gutters. */
export const Container = styled.div<{ $width?: keyof typeof widths }>`
  width: 100%;
  max-width: ${({ $width = 'lg' }) => widths[$width]};
  margin-inline: auto;
  padding-inline: 24px;
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}px) {
    padding-inline: 16px;
  }
`;
