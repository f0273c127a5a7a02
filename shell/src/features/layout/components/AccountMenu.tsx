import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { PlanCode } from '@ped/domain';
import { typeScale } from '@ped/ui';
import type { LinkedAccount } from '../hooks/useLinkedAccounts';
import { accountLinks } from './nav-items';

const Wrap = styled.div`
  position: relative;
`;

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: 44px;
  padding: 8px 16px;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 2px solid ${({ theme }) => theme.colors.primary};
  background: transparent;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  max-width: 240px;
  & > span:first-child {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const Menu = styled.ul`
  position: absolute;
  right: 0;
  top: calc(100% + 8px);
  z-index: 20;
  min-width: 240px;
  margin: 0;
  padding: 6px 0;
  list-style: none;
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.md};
`;

const itemStyle = `
  display: block;
  width: 100%;
  padding: 10px 16px;
  text-align: left;
  text-decoration: none;
  font: inherit;
  border: none;
  background: transparent;
  cursor: pointer;
`;

const Item = styled(Link)`
  ${itemStyle}
  color: ${({ theme }) => theme.colors.text};
  &:hover,
  &:focus {
    background: ${({ theme }) => theme.colors.surface};
    outline: none;
  }
`;

const GroupLabel = styled.li`
  padding: 10px 16px 4px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${typeScale.xs};
  font-weight: 600;
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

const SwitchItem = styled.button`
  ${itemStyle}
  color: ${({ theme }) => theme.colors.text};
  &:hover,
  &:focus {
    background: ${({ theme }) => theme.colors.surface};
    outline: none;
  }
  & small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
    overflow-wrap: anywhere;
  }
`;

const LogoutItem = styled.button`
  ${itemStyle}
  color: ${({ theme }) => theme.colors.danger};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  &:hover,
  &:focus {
    background: ${({ theme }) => theme.colors.surface};
    outline: none;
  }
`;

interface AccountMenuProps {
  email: string;
  plan: PlanCode | null;
  /** other accounts of the same person, reachable without a password */
  linkedAccounts: LinkedAccount[];
  onSwitch(email: string): void;
  onLogout(): void;
}

/** The signed-in account's menu (WAI-ARIA menu button: arrows, Home, End, Escape). */
export function AccountMenu({ email, plan, linkedAccounts, onSwitch, onLogout }: AccountMenuProps) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const items = () =>
    Array.from(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  useEffect(() => {
    if (!open) return;
    items()[0]?.focus();
    function onOutside(event: MouseEvent) {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !trigger.current?.contains(target)) setOpen(false);
    }
    document.addEventListener('mousedown', onOutside);
    return () => document.removeEventListener('mousedown', onOutside);
  }, [open]);

  function close() {
    setOpen(false);
    trigger.current?.focus();
  }

  function onMenuKey(event: KeyboardEvent<HTMLUListElement>) {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const next =
      event.key === 'ArrowDown'
        ? (index + 1) % list.length
        : event.key === 'ArrowUp'
          ? (index - 1 + list.length) % list.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? list.length - 1
              : null;
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'Tab') {
      setOpen(false);
    } else if (next !== null) {
      event.preventDefault();
      list[next]?.focus();
    }
  }

  return (
    <Wrap>
      <Trigger
        ref={trigger}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls="menu-compte"
        data-testid="account-menu-button"
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        <span>{email}</span>
        <span aria-hidden="true">▾</span>
      </Trigger>
      {open ? (
        <Menu id="menu-compte" ref={menu} role="menu" aria-label="Mon compte" onKeyDown={onMenuKey}>
          {accountLinks(plan).map((item) => (
            <li key={item.label} role="none">
              <Item role="menuitem" tabIndex={-1} to={item.to} onClick={() => setOpen(false)}>
                {item.label}
              </Item>
            </li>
          ))}
          {linkedAccounts.length ? (
            <GroupLabel role="presentation" aria-hidden="true">
              Changer de compte
            </GroupLabel>
          ) : null}
          {linkedAccounts.map((linked) => (
            <li key={linked.email} role="none">
              <SwitchItem
                role="menuitem"
                tabIndex={-1}
                type="button"
                onClick={() => {
                  setOpen(false);
                  onSwitch(linked.email);
                }}
              >
                Passer sur {linked.organisation_name ?? linked.email}
                {linked.organisation_name ? <small>{linked.email}</small> : null}
              </SwitchItem>
            </li>
          ))}
          <li role="none">
            <LogoutItem
              role="menuitem"
              tabIndex={-1}
              type="button"
              onClick={() => {
                setOpen(false);
                onLogout();
              }}
            >
              Se déconnecter
            </LogoutItem>
          </li>
        </Menu>
      ) : null}
    </Wrap>
  );
}
