import styled from 'styled-components';
import type { AdminPanelProps } from '@ped/contracts';

export const ADMIN_TABS = ['Commandes', 'Syndics', 'Copropriétés', 'Comptes'] as const;

const TabList = styled.div`
  display: flex;
  gap: 4px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Tab = styled.button<{ $active: boolean }>`
  padding: 10px 16px;
  border: none;
  background: none;
  font: inherit;
  cursor: pointer;
  color: ${({ theme, $active }) => ($active ? theme.colors.primary : theme.colors.text)};
  border-bottom: 3px solid ${({ theme, $active }) => ($active ? theme.colors.primary : 'transparent')};
`;

export function AdminTabs({ tabIndex, onTabChange }: AdminPanelProps) {
  return (
    <div data-testid="admin-panel">
      <TabList role="tablist" aria-label="Administration">
        {ADMIN_TABS.map((label, index) => (
          <Tab key={label} role="tab" aria-selected={index === tabIndex} $active={index === tabIndex} onClick={() => onTabChange(index)}>
            {label}
          </Tab>
        ))}
      </TabList>
    </div>
  );
}
