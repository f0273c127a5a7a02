import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container, typeScale } from '@ped/ui';

const Header = styled.header`
  padding: 40px 0 24px;
  h1 {
    margin: 0 0 12px;
    font-size: clamp(1.7rem, 4.5vw, 2.5rem);
  }
`;

const Lead = styled.p`
  margin: 0;
  max-width: 70ch;
  font-size: ${typeScale.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The frame of a content page: its one h1, a lead paragraph, then the content. */
export function Page({
  title,
  lead,
  children,
  testId,
}: {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Container as="article" data-testid={testId}>
      <Header>
        <h1>{title}</h1>
        {lead ? <Lead>{lead}</Lead> : null}
      </Header>
      {children}
    </Container>
  );
}

/** A titled part of a page, readable as long text. */
export const Section = styled.section`
  max-width: 75ch;
  margin-bottom: 32px;
  h2 {
    margin: 0 0 12px;
    font-size: ${typeScale.xxl};
  }
  h3 {
    margin: 20px 0 8px;
    font-size: ${typeScale.lg};
  }
  p,
  li {
    line-height: 1.65;
  }
  li + li {
    margin-top: 6px;
  }
`;

/** A wide section (grids, tables) that may use the whole width. */
export const WideSection = styled(Section)`
  max-width: none;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin: 16px 0 32px;
`;
