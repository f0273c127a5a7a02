import {
  useCallback,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import styled from 'styled-components';
import { typeScale } from '@ped/ui';
import {
  clampHeight,
  heightAtPointer,
  PANEL_DEFAULT_HEIGHT,
  PANEL_MAX_HEIGHT,
  PANEL_MIN_HEIGHT,
} from '../panel-height';

const Panel = styled.section<{ $height: number }>`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: 1250;
  height: ${({ $height }) => $height}vh;
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: 0 -8px 24px rgba(15, 23, 42, 0.18);
`;

const Handle = styled.div`
  height: 10px;
  flex: none;
  cursor: ns-resize;
  touch-action: none;
  display: flex;
  align-items: center;
  justify-content: center;
  &::after {
    content: '';
    width: 48px;
    height: 4px;
    border-radius: 2px;
    background: ${({ theme }) => theme.colors.border};
  }
  &:focus-visible::after {
    background: ${({ theme }) => theme.colors.primary};
  }
`;

const Bar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  padding: 0 16px 8px;
  flex: none;
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${typeScale.md};
`;

const Tool = styled.button`
  min-width: 40px;
  height: 40px;
  padding: 0 10px;
  border-radius: ${({ theme }) => theme.radius.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const Body = styled.div`
  flex: 1;
  overflow: auto;
  padding: 0 16px 16px;
`;

interface AdminDrawerProps {
  id: string;
  maximized: boolean;
  onToggleMaximized(): void;
  onClose(): void;
  children: ReactNode;
}

/**
 * The bottom drawer holding the admin remote: 50 % of the window, 100 % maximised, resized
 * by dragging its top edge (or with the arrow keys on it) between 30 and 100 %.
 */
export function AdminDrawer({
  id,
  maximized,
  onToggleMaximized,
  onClose,
  children,
}: AdminDrawerProps) {
  const [dragged, setDragged] = useState(PANEL_DEFAULT_HEIGHT);
  const height = maximized ? PANEL_MAX_HEIGHT : dragged;

  const startDrag = useCallback(
    (event: PointerEvent<HTMLDivElement>) => {
      event.preventDefault();
      const target = event.currentTarget;
      target.setPointerCapture?.(event.pointerId);
      if (maximized) onToggleMaximized();
      const move = (e: globalThis.PointerEvent) =>
        setDragged(heightAtPointer(e.clientY, window.innerHeight));
      const stop = () => {
        target.removeEventListener('pointermove', move);
        target.removeEventListener('pointerup', stop);
      };
      target.addEventListener('pointermove', move);
      target.addEventListener('pointerup', stop);
    },
    [maximized, onToggleMaximized],
  );

  function resizeWithKeys(event: KeyboardEvent<HTMLDivElement>) {
    const step = event.key === 'ArrowUp' ? 5 : event.key === 'ArrowDown' ? -5 : 0;
    if (!step) return;
    event.preventDefault();
    if (maximized) onToggleMaximized();
    setDragged(clampHeight(height + step));
  }

  return (
    <Panel
      id={id}
      $height={height}
      aria-labelledby={`${id}-title`}
      data-testid="admin-drawer"
      data-height={height}
    >
      <Handle
        role="separator"
        aria-orientation="horizontal"
        aria-label="Redimensionner le panneau"
        aria-valuemin={PANEL_MIN_HEIGHT}
        aria-valuemax={PANEL_MAX_HEIGHT}
        aria-valuenow={height}
        tabIndex={0}
        onPointerDown={startDrag}
        onKeyDown={resizeWithKeys}
      />
      <Bar>
        <Title id={`${id}-title`}>Administration</Title>
        <span>
          <Tool type="button" onClick={onToggleMaximized} aria-pressed={maximized}>
            {maximized ? 'Réduire' : 'Agrandir'}
          </Tool>{' '}
          <Tool type="button" onClick={onClose} aria-label="Fermer le panneau d’administration">
            ×
          </Tool>
        </span>
      </Bar>
      <Body>{children}</Body>
    </Panel>
  );
}
