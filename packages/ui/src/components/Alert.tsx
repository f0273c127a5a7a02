import type { ReactNode } from 'react';
import styled from 'styled-components';
import { toneColor } from './tones';
import { typeScale } from '../theme/type-scale';

export type AlertVariant = 'success' | 'error' | 'warning' | 'info';

const Box = styled.div<{ $variant: AlertVariant }>`
  display: flex;
  align-items: flex-start;
  gap: 12px;
  padding: 12px 16px;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme, $variant }) => toneColor(theme, $variant)};
  border-left-width: 5px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
`;

/**
 * min-width 0 and anywhere: a word longer than the line (an API key's secret, an address)
 * wraps instead of widening the page (Paramètres was 598 px wide on a 390 px phone).
 */
const Body = styled.div`
  flex: 1;
  min-width: 0;
  overflow-wrap: anywhere;
  & > p {
    margin: 0;
  }
`;

const Title = styled.strong`
  display: block;
  margin-bottom: 2px;
`;

const Close = styled.button`
  border: none;
  background: transparent;
  color: inherit;
  font-size: ${typeScale.xl};
  line-height: 1;
  cursor: pointer;
  padding: 2px 6px;
  border-radius: ${({ theme }) => theme.radius.sm};
`;

interface AlertProps {
  variant?: AlertVariant;
  title?: ReactNode;
  children: ReactNode;
  onClose?: () => void;
}

/**
 * An inline message. Errors and warnings are announced at once (role alert); success
 * and information politely (role status).
 */
export function Alert({ variant = 'info', title, children, onClose }: AlertProps) {
  const urgent = variant === 'error' || variant === 'warning';
  return (
    <Box $variant={variant} role={urgent ? 'alert' : 'status'}>
      <Body>
        {title ? <Title>{title}</Title> : null}
        {children}
      </Body>
      {onClose ? (
        <Close type="button" aria-label="Fermer le message" onClick={onClose}>
          ×
        </Close>
      ) : null}
    </Box>
  );
}
