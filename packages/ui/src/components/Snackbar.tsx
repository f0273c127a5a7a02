import { useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { toneColor } from './tones';
import { typeScale } from '../theme/type-scale';

export type SnackbarVariant = 'success' | 'error' | 'warning' | 'info';

/** docs/product.md §9.2: 6000 ms by default, 3000 ms for alerts (errors and warnings). */
export const SNACKBAR_AUTO_HIDE_MS = 6000;
export const SNACKBAR_ALERT_AUTO_HIDE_MS = 3000;
/** docs/product.md §8.3: the default notification message (the former site's 'Note archived'), in French. */
export const DEFAULT_NOTIFICATION_MESSAGE = 'Note archivée';

export function defaultAutoHide(variant: SnackbarVariant): number {
  return variant === 'error' || variant === 'warning'
    ? SNACKBAR_ALERT_AUTO_HIDE_MS
    : SNACKBAR_AUTO_HIDE_MS;
}

const fadeIn = keyframes`from { opacity: 0; transform: translateY(8px); } to { opacity: 1; transform: none; }`;

const Bar = styled.div<{ $variant: SnackbarVariant }>`
  position: fixed;
  right: 24px;
  bottom: 24px;
  z-index: 1400;
  display: flex;
  align-items: center;
  gap: 12px;
  min-width: 280px;
  max-width: min(560px, calc(100vw - 32px));
  padding: 10px 8px 10px 16px;
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.md};
  background: ${({ theme, $variant }) => toneColor(theme, $variant)};
  color: ${({ theme }) => (theme.mode === 'dark' ? theme.colors.background : '#ffffff')};
  animation: ${fadeIn} 0.2s ease-out;
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}px) {
    left: 16px;
    right: 16px;
    bottom: 16px;
  }
`;

const Message = styled.div`
  flex: 1;
  font-weight: 500;
`;

const ActionLink = styled.a`
  color: inherit;
  font-weight: 700;
  text-transform: uppercase;
  font-size: ${typeScale.sm};
  padding: 8px;
`;

const ActionButton = styled.button`
  border: none;
  background: transparent;
  color: inherit;
  font: inherit;
  font-weight: 700;
  text-transform: uppercase;
  font-size: ${typeScale.sm};
  padding: 8px;
  cursor: pointer;
`;

const Close = styled.button`
  width: 32px;
  height: 32px;
  border: none;
  border-radius: 50%;
  background: transparent;
  color: inherit;
  font-size: ${typeScale.xl};
  line-height: 1;
  cursor: pointer;
  &:hover {
    background: rgba(255, 255, 255, 0.18);
  }
`;

export interface SnackbarProps {
  open: boolean;
  message?: ReactNode;
  variant?: SnackbarVariant;
  /** ms before closing by itself; null keeps it open; default per variant */
  autoHideDuration?: number | null;
  onClose(): void;
  actionLabel?: string | null;
  /** the action is a link when given, else a button calling onAction */
  actionHref?: string | null;
  onAction?: () => void;
}

/**
 * The closable notification bar at the bottom right (docs/product.md §2.9). The countdown pauses while
 * the pointer or keyboard focus is on it, so nobody loses a message they are reading.
 */
export function Snackbar({
  open,
  message = DEFAULT_NOTIFICATION_MESSAGE,
  variant = 'info',
  autoHideDuration,
  onClose,
  actionLabel,
  actionHref,
  onAction,
}: SnackbarProps) {
  const [paused, setPaused] = useState(false);
  const close = useEffectEvent(() => onClose());
  const delay = autoHideDuration === undefined ? defaultAutoHide(variant) : autoHideDuration;

  useEffect(() => {
    if (!open || paused || delay === null) return;
    const timer = setTimeout(close, delay);
    return () => clearTimeout(timer);
  }, [open, paused, delay, message]);

  if (!open) return null;
  const urgent = variant === 'error' || variant === 'warning';
  return (
    <Bar
      $variant={variant}
      role={urgent ? 'alert' : 'status'}
      aria-live={urgent ? 'assertive' : 'polite'}
      data-testid="snackbar"
      data-variant={variant}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <Message>{message}</Message>
      {actionLabel && actionHref ? <ActionLink href={actionHref}>{actionLabel}</ActionLink> : null}
      {actionLabel && !actionHref && onAction ? (
        <ActionButton type="button" onClick={onAction}>
          {actionLabel}
        </ActionButton>
      ) : null}
      <Close type="button" aria-label="Fermer la notification" onClick={onClose}>
        ×
      </Close>
    </Bar>
  );
}
