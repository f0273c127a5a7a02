import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { useFieldId } from '../hooks/useId';

export interface TabItem {
  label: ReactNode;
  content: ReactNode;
  /** for tests and analytics */
  id?: string;
}

const List = styled.div`
  display: flex;
  gap: 4px;
  overflow-x: auto;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Tab = styled.button<{ $active: boolean }>`
  flex: none;
  padding: 10px 16px;
  min-height: 44px;
  border: none;
  border-bottom: 3px solid
    ${({ theme, $active }) => ($active ? theme.colors.primary : 'transparent')};
  background: transparent;
  color: ${({ theme, $active }) => ($active ? theme.colors.primary : theme.colors.textMuted)};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Panel = styled.div`
  padding-top: 16px;
  &:focus-visible {
    outline-offset: 4px;
  }
`;

interface TabsProps {
  /** accessible name of the tab list */
  label: string;
  tabs: TabItem[];
  value: number;
  onChange(index: number): void;
}

/** WAI-ARIA tabs: arrows, Home and End move between tabs; only the active panel is mounted. */
export function Tabs({ label, tabs, value, onChange }: TabsProps) {
  const base = useFieldId();
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const active = Math.min(Math.max(value, 0), tabs.length - 1);

  function move(event: KeyboardEvent<HTMLDivElement>) {
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (active + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (active - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    onChange(next);
    refs.current[next]?.focus();
  }

  return (
    <div>
      <List role="tablist" aria-label={label} onKeyDown={move}>
        {tabs.map((tab, index) => (
          <Tab
            key={tab.id ?? index}
            ref={(el) => {
              refs.current[index] = el;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${index}`}
            aria-selected={index === active}
            aria-controls={`${base}-panel-${index}`}
            tabIndex={index === active ? 0 : -1}
            $active={index === active}
            onClick={() => onChange(index)}
          >
            {tab.label}
          </Tab>
        ))}
      </List>
      <Panel
        role="tabpanel"
        id={`${base}-panel-${active}`}
        aria-labelledby={`${base}-tab-${active}`}
        tabIndex={0}
      >
        {tabs[active]?.content}
      </Panel>
    </div>
  );
}
