import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card, Container, Stack, typeScale } from '@ped/ui';

const Page = styled(Container)`
  padding-block: 40px 64px;
  h1 {
    font-size: ${typeScale.xxl};
    margin: 0;
  }
`;

const Links = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 20px;
  margin: 0;
`;

/** The frame of the pages outside the account layout (connexion, création, mot de passe…). */
export function AuthPage({
  title,
  intro,
  links,
  testId,
  children,
}: {
  title: string;
  intro?: ReactNode;
  links?: ReactNode;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <Page as="section" $width="xs" data-testid={testId}>
      <Stack $gap={20}>
        <h1>{title}</h1>
        {intro ? <p>{intro}</p> : null}
        <Card>
          <Stack $gap={16}>{children}</Stack>
        </Card>
        {links ? <Links>{links}</Links> : null}
      </Stack>
    </Page>
  );
}
