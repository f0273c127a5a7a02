import { Navigate, NavLink, Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { useAccountGate } from '@ped/contracts';
import { PLANS } from '@ped/domain';
import { Container, LoadingScreen } from '@ped/ui';
import { useProSession } from '../../../shared/useProSession';
import { categoriesFor } from '../../../shared/account-categories';

const Shell = styled(Container)`
  display: grid;
  /* minmax(0, …): wide tables scroll inside the page instead of widening it */
  grid-template-columns: 240px minmax(0, 1fr);
  gap: 32px;
  padding-block: 32px 64px;
  @media (max-width: ${({ theme }) => theme.breakpoints.md}px) {
    grid-template-columns: minmax(0, 1fr);
    gap: 16px;
    padding-top: 16px;
  }
`;

const Nav = styled.nav`
  display: flex;
  flex-direction: column;
  gap: 4px;
  a {
    display: flex;
    gap: 10px;
    align-items: center;
    padding: 10px 14px;
    border-radius: ${({ theme }) => theme.radius.md};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.md}px) {
    /* one scrollable row of tabs instead of a tall list above the page */
    flex-direction: row;
    overflow-x: auto;
    a {
      white-space: nowrap;
    }
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.colors.surfaceAlt};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;

/** The page beside the navigation (the shell already provides the <main> landmark). */
const Content = styled.div`
  min-width: 0;
`;

const Organisation = styled.p`
  margin: 0 0 12px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Account gating (docs/product.md §4.6), then the account area's navigation around the page. */
export function AccountLayout() {
  const gate = useAccountGate();
  const { session, plan } = useProSession();
  if (gate.status === 'unknown') return <LoadingScreen />;
  if (gate.status === 'redirect') return <Navigate to={gate.to} replace />;
  return (
    <Shell>
      <aside>
        <Organisation>
          <strong>{session?.organisation?.name ?? session?.account}</strong>
          {session?.organisation && (
            <>
              <br />
              Formule {PLANS[plan].label}
            </>
          )}
        </Organisation>
        <Nav aria-label="Espace professionnel">
          {categoriesFor(session).map((category) => (
            <NavLink key={category.url} to={category.url} end>
              <span aria-hidden="true">{category.icon}</span>
              {category.title}
            </NavLink>
          ))}
        </Nav>
      </aside>
      <Content>
        <Outlet />
      </Content>
    </Shell>
  );
}
