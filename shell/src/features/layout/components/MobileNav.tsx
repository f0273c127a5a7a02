import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { PlanCode } from '@ped/domain';
import { Drawer, typeScale } from '@ped/ui';
import { PATHS } from '../config/site';
import type { LinkedAccount } from '../hooks/useLinkedAccounts';
import { accountLinks, mainLinks } from './nav-items';
import { PhoneLink } from './PhoneLink';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 8px 0;
  & a,
  & button {
    display: block;
    width: 100%;
    padding: 12px 20px;
    text-align: left;
    font: inherit;
    font-weight: 600;
    text-decoration: none;
    color: ${({ theme }) => theme.colors.text};
    background: transparent;
    border: none;
    cursor: pointer;
  }
  & a:hover,
  & button:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const Section = styled.p`
  margin: 12px 20px 0;
  font-size: ${typeScale.xs};
  text-transform: uppercase;
  letter-spacing: 0.05em;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Phone = styled.div`
  padding: 16px 20px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

interface MobileNavProps {
  open: boolean;
  onClose(): void;
  phone: string;
  communityUrl: string;
  account: { email: string; plan: PlanCode | null } | null;
  linkedAccounts: LinkedAccount[];
  onSwitch(email: string): void;
  onLogout(): void;
}

/** On small screens the header's links move into this left drawer (docs/product.md §2.6). */
export function MobileNav({
  open,
  onClose,
  phone,
  communityUrl,
  account,
  linkedAccounts,
  onSwitch,
  onLogout,
}: MobileNavProps) {
  return (
    <Drawer open={open} onClose={onClose} title="Menu principal" side="left">
      <nav aria-label="Navigation principale (mobile)" data-testid="mobile-nav">
        <List>
          {mainLinks(communityUrl).map((item) => (
            <li key={item.label}>
              {item.external ? (
                <a href={item.to} target="_blank" rel="noopener noreferrer" onClick={onClose}>
                  {item.label}
                </a>
              ) : (
                <Link to={item.to} onClick={onClose}>
                  {item.label}
                </Link>
              )}
            </li>
          ))}
        </List>
        {account ? (
          <>
            <Section>{account.email}</Section>
            <List>
              {accountLinks(account.plan).map((item) => (
                <li key={item.label}>
                  <Link to={item.to} onClick={onClose}>
                    {item.label}
                  </Link>
                </li>
              ))}
              {linkedAccounts.map((linked) => (
                <li key={linked.email}>
                  <button
                    type="button"
                    onClick={() => {
                      onClose();
                      onSwitch(linked.email);
                    }}
                  >
                    Passer sur {linked.organisation_name ?? linked.email}
                  </button>
                </li>
              ))}
              <li>
                <button
                  type="button"
                  onClick={() => {
                    onClose();
                    onLogout();
                  }}
                >
                  Se déconnecter
                </button>
              </li>
            </List>
          </>
        ) : (
          <List>
            <li>
              <Link to={PATHS.proLogin} onClick={onClose}>
                Mon Compte Pro.
              </Link>
            </li>
          </List>
        )}
        <Phone>
          <PhoneLink phone={phone} />
        </Phone>
      </nav>
    </Drawer>
  );
}
