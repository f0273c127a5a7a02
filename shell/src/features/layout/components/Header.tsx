import { lazy, useState, type ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { selectAccount, shellActions } from '@ped/contracts';
import { ButtonLink, Deferred, VisuallyHidden, typeScale } from '@ped/ui';
import { PATHS } from '../config/site';
import { useHideOnScroll } from '../hooks/useHideOnScroll';
import { useLinkedAccounts } from '../hooks/useLinkedAccounts';
import { mainLinks } from './nav-items';
import { PartnerLogo } from './PartnerLogo';
import { PhoneLink } from './PhoneLink';

export const HEADER_HEIGHT = 72;

// Loaded when needed: the account menu for signed-in users only, the phone drawer when opened
// (it renders nothing while closed); a visitor's first page does without both (docs/decisions/009).
const AccountMenu = lazy(() =>
  import('./AccountMenu').then((module) => ({ default: module.AccountMenu })),
);
const MobileNav = lazy(() =>
  import('./MobileNav').then((module) => ({ default: module.MobileNav })),
);

const Bar = styled.header<{ $hidden: boolean }>`
  position: fixed;
  top: 0;
  left: 0;
  right: 0;
  z-index: 1100;
  height: ${HEADER_HEIGHT}px;
  display: flex;
  align-items: center;
  gap: 16px;
  padding: 0 24px;
  background: ${({ theme }) => theme.colors.background};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  transform: translateY(${({ $hidden }) => ($hidden ? '-100%' : '0')});
  transition: transform 0.25s ease;
  /* a keyboard user tabbing into the header always sees it */
  &:focus-within {
    transform: none;
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.md}px) {
    padding: 0 12px;
    gap: 8px;
  }
`;

const Brand = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  font-weight: 800;
  font-size: ${typeScale.lg};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  white-space: nowrap;
  & img {
    height: 32px;
  }
`;

const Logo = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  border-radius: 10px;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${typeScale.xs};
  letter-spacing: 0.02em;
`;

const Nav = styled.nav`
  flex: 1;
  display: flex;
  align-items: center;
  gap: 4px;
  & a {
    padding: 10px 12px;
    border-radius: ${({ theme }) => theme.radius.sm};
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
    text-decoration: none;
  }
  & a:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
  & a.active {
    color: ${({ theme }) => theme.colors.primary};
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.md}px) {
    display: none;
  }
`;

const Right = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  margin-left: auto;
`;

const Desktop = styled.div`
  display: flex;
  align-items: center;
  gap: 16px;
  @media (max-width: ${({ theme }) => theme.breakpoints.md}px) {
    display: none;
  }
`;

const Burger = styled.button`
  display: none;
  width: 44px;
  height: 44px;
  border: none;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${typeScale.xxl};
  cursor: pointer;
  @media (max-width: ${({ theme }) => theme.breakpoints.md}px) {
    display: inline-flex;
    align-items: center;
    justify-content: center;
  }
`;

const SkipLink = styled.a`
  position: absolute;
  left: 12px;
  top: -60px;
  padding: 8px 16px;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  border-radius: ${({ theme }) => theme.radius.sm};
  &:focus {
    top: 12px;
  }
`;

interface HeaderProps {
  phone: string;
  communityUrl: string;
  /** the colour-mode switch, given by the app (it belongs to the theme feature) */
  themeToggle: ReactNode;
}

/** docs/product.md §2.6: fixed header hiding after 100 px of downward scroll, drawer on phones. */
export function Header({ phone, communityUrl, themeToggle }: HeaderProps) {
  const hidden = useHideOnScroll();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { isAuthenticated, session } = useSelector(selectAccount);
  const dispatch = useDispatch();
  const account =
    isAuthenticated && session
      ? { email: session.account, plan: session.organisation?.subscription_plan ?? null }
      : null;
  const linkedAccounts = useLinkedAccounts(account ? (session?.account_id ?? null) : null);
  const logout = () => dispatch(shellActions.logout());
  const switchTo = (email: string) => dispatch(shellActions.switchAccount(email));

  return (
    <Bar $hidden={hidden} data-testid="shell-header" data-hidden={hidden}>
      <SkipLink href="#contenu">Aller au contenu</SkipLink>
      <Burger
        type="button"
        aria-label="Ouvrir le menu"
        aria-expanded={drawerOpen}
        onClick={() => setDrawerOpen(true)}
        data-testid="menu-button"
      >
        <span aria-hidden="true">☰</span>
      </Burger>
      <Brand to={PATHS.home}>
        <Logo aria-hidden="true">PED</Logo>
        <span>Pré-état daté</span>
        <VisuallyHidden> en ligne, accueil</VisuallyHidden>
      </Brand>
      <PartnerLogo />
      <Nav aria-label="Navigation principale">
        {mainLinks(communityUrl).map((item) =>
          item.external ? (
            <a key={item.label} href={item.to} target="_blank" rel="noopener noreferrer">
              {item.label}
            </a>
          ) : (
            <NavLink key={item.label} to={item.to} end>
              {item.label}
            </NavLink>
          ),
        )}
      </Nav>
      <Right>
        <Desktop>
          <PhoneLink phone={phone} />
          {account ? (
            <Deferred>
              <AccountMenu
                email={account.email}
                plan={account.plan}
                linkedAccounts={linkedAccounts}
                onSwitch={switchTo}
                onLogout={logout}
              />
            </Deferred>
          ) : (
            <ButtonLink as={Link} to={PATHS.proLogin} $variant="primary">
              Mon Compte Pro.
            </ButtonLink>
          )}
        </Desktop>
        {themeToggle}
      </Right>
      {drawerOpen ? (
        <Deferred>
          <MobileNav
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            phone={phone}
            communityUrl={communityUrl}
            account={account}
            linkedAccounts={linkedAccounts}
            onSwitch={switchTo}
            onLogout={logout}
          />
        </Deferred>
      ) : null}
    </Bar>
  );
}
