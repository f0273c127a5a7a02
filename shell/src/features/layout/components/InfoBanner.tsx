import styled from 'styled-components';

const Banner = styled.div`
  padding: 10px 24px;
  text-align: center;
  font-weight: 600;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.text};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

/** The optional information banner of the runtime configuration (holidays, incidents...). */
export function InfoBanner({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Banner role="note" data-testid="info-banner">
      {message}
    </Banner>
  );
}
