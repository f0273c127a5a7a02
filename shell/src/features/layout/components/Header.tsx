import { Link } from 'react-router-dom';
import styled from 'styled-components';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 10;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
  padding: 12px 24px;
  background: ${({ theme }) => theme.colors.background};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Brand = styled(Link)`
  font-weight: 800;
  font-size: 1.15rem;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
`;

export function Header({ phone }: { phone: string }) {
  return (
    <Bar data-testid="shell-header">
      <Brand to="/">Pré-état daté</Brand>
      <nav aria-label="Navigation principale">
        <Link to="/pre-etat-date/commande">Commander</Link> · <Link to="/mon-compte-professionnel/connexion">Mon Compte Pro.</Link> ·{' '}
        <a href={`tel:${phone.replace(/\s/g, '')}`}>{phone}</a>
      </nav>
    </Bar>
  );
}
