import { Link } from 'react-router-dom';
import styled from 'styled-components';

const Bar = styled.footer`
  margin-top: 48px;
  padding: 32px 24px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-size: 0.9rem;
`;

export function Footer() {
  return (
    <Bar data-testid="shell-footer">
      <nav aria-label="Liens de pied de page">
        <Link to="/mentions-legales">Mentions légales</Link> · <Link to="/conditions-generales-de-vente">CGV</Link>
      </nav>
      <p>Paiement 100 % sécurisé par carte bancaire.</p>
    </Bar>
  );
}
