import styled from 'styled-components';
import { Button, Container } from '@ped/ui';

const Box = styled.section`
  margin-block: 64px;
  padding: 32px;
  border-radius: 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  text-align: center;
`;

export function RemoteUnavailable({ onRetry }: { onRetry(): void }) {
  return (
    <Container $width="sm">
      <Box role="alert" data-testid="remote-unavailable">
        <h1>Service momentanément indisponible</h1>
        <p>
          Cette partie du site ne répond pas pour le moment. Le reste du site fonctionne
          normalement.
        </p>
        <Button type="button" onClick={onRetry}>
          Réessayer
        </Button>
      </Box>
    </Container>
  );
}
