import styled from 'styled-components';

const Box = styled.section`
  max-width: 640px;
  margin: 64px auto;
  padding: 32px;
  border-radius: 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  text-align: center;
`;

const RetryButton = styled.button`
  margin-top: 16px;
  padding: 10px 20px;
  border-radius: 8px;
  border: none;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font: inherit;
  cursor: pointer;
`;

export function RemoteUnavailable({ onRetry }: { onRetry(): void }) {
  return (
    <Box role="alert" data-testid="remote-unavailable">
      <h1>Service momentanément indisponible</h1>
      <p>
        Cette partie du site ne répond pas pour le moment. Le reste du site fonctionne normalement.
      </p>
      <RetryButton type="button" onClick={onRetry}>
        Réessayer
      </RetryButton>
    </Box>
  );
}
