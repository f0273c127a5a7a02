import { useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled, { css, keyframes } from 'styled-components';
import { useFieldId } from '../hooks/useId';
import { useFocusTrap } from '../hooks/useFocusTrap';
import { Backdrop } from './Backdrop';
import { VisuallyHidden } from './VisuallyHidden';
import { typeScale } from '../theme/type-scale';

export type DrawerSide = 'left' | 'right';

const slideFrom = (side: DrawerSide) => keyframes`
  from { transform: translateX(${side === 'left' ? '-100%' : '100%'}); }
  to { transform: translateX(0); }
`;

const Panel = styled.div<{ $side: DrawerSide; $width: number }>`
  position: fixed;
  top: 0;
  bottom: 0;
  ${({ $side }) =>
    $side === 'left'
      ? css`
          left: 0;
        `
      : css`
          right: 0;
        `}
  z-index: 1301;
  width: min(${({ $width }) => $width}px, 88vw);
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadow.md};
  animation: ${({ $side }) => slideFrom($side)} 0.2s ease-out;
  &:focus {
    outline: none;
  }
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: 12px 16px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Close = styled.button`
  width: 40px;
  height: 40px;
  border: none;
  border-radius: 50%;
  background: transparent;
  color: inherit;
  font-size: ${typeScale.xxl};
  cursor: pointer;
`;

interface DrawerProps {
  open: boolean;
  onClose(): void;
  /** accessible name; shown when `showTitle` */
  title: string;
  showTitle?: boolean;
  side?: DrawerSide;
  width?: number;
  children: ReactNode;
}

/** A modal side panel (the header's navigation on phones, filters...). */
export function Drawer({
  open,
  onClose,
  title,
  showTitle = false,
  side = 'left',
  width = 300,
  children,
}: DrawerProps) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useFieldId();
  useFocusTrap(panel, open, onClose);
  if (!open) return null;
  return createPortal(
    <>
      <Backdrop onClick={onClose} aria-hidden="true" />
      <Panel
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        $side={side}
        $width={width}
      >
        <Top>
          {showTitle ? (
            <strong id={titleId}>{title}</strong>
          ) : (
            <VisuallyHidden id={titleId}>{title}</VisuallyHidden>
          )}
          <Close type="button" aria-label="Fermer le menu" onClick={onClose}>
            ×
          </Close>
        </Top>
        {children}
      </Panel>
    </>,
    document.body,
  );
}
