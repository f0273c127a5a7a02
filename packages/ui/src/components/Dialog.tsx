import { useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { useFieldId } from '../hooks/useId';
import { useFocusTrap } from '../hooks/useFocusTrap';
import { Backdrop } from './Backdrop';
import { typeScale } from '../theme/type-scale';

const Layer = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1301;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 16px;
`;

const Panel = styled.div<{ $width: number }>`
  position: relative;
  width: 100%;
  max-width: ${({ $width }) => $width}px;
  max-height: calc(100vh - 32px);
  overflow: auto;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.md};
  padding: 24px;
  /* an address in a message (a webhook's) wraps rather than running out of the panel */
  overflow-wrap: anywhere;
  &:focus {
    outline: none;
  }
`;

const Title = styled.h2`
  margin: 0 0 12px;
  font-size: ${typeScale.xl};
`;

const Close = styled.button`
  position: absolute;
  top: 12px;
  right: 12px;
  width: 36px;
  height: 36px;
  border: none;
  border-radius: 50%;
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${typeScale.xxl};
  line-height: 1;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
`;

export const DialogActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 12px;
  margin-top: 24px;
`;

export interface DialogProps {
  open: boolean;
  title: ReactNode;
  onClose(): void;
  children: ReactNode;
  /** buttons shown at the bottom right */
  actions?: ReactNode;
  /** alertdialog for confirmations that interrupt the user */
  role?: 'dialog' | 'alertdialog';
  width?: number;
}

/** Accessible modal: labelled by its title, focus kept inside, Escape and backdrop close it. */
export function Dialog({
  open,
  title,
  onClose,
  children,
  actions,
  role = 'dialog',
  width = 520,
}: DialogProps) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useFieldId();
  useFocusTrap(panel, open, onClose);
  if (!open) return null;
  return createPortal(
    <>
      <Backdrop aria-hidden="true" />
      <Layer onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
        <Panel
          ref={panel}
          role={role}
          aria-modal="true"
          aria-labelledby={titleId}
          tabIndex={-1}
          $width={width}
        >
          <Title id={titleId}>{title}</Title>
          <Close type="button" aria-label="Fermer" onClick={onClose}>
            ×
          </Close>
          {children}
          {actions ? <DialogActions>{actions}</DialogActions> : null}
        </Panel>
      </Layer>
    </>,
    document.body,
  );
}
