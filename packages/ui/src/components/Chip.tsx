import type { ReactNode } from 'react';
import styled from 'styled-components';
import { toneColor, type Tone } from './tones';
import { typeScale } from '../theme/type-scale';

const Root = styled.span<{ $tone: Tone }>`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  max-width: 100%;
  padding: 2px 4px 2px 12px;
  min-height: 28px;
  border-radius: 999px;
  font-size: ${typeScale.sm};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme, $tone }) => toneColor(theme, $tone)};
`;

const Label = styled.span<{ $padEnd: boolean }>`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  padding-right: ${({ $padEnd }) => ($padEnd ? '8px' : '0')};
`;

const Remove = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 22px;
  height: 22px;
  border-radius: 50%;
  border: none;
  background: transparent;
  color: inherit;
  cursor: pointer;
  font-size: ${typeScale.md};
  line-height: 1;
  &:hover {
    background: ${({ theme }) => theme.colors.border};
  }
`;

interface ChipProps {
  label: ReactNode;
  tone?: Tone;
  /** shows a remove button; `removeLabel` is its accessible name */
  onRemove?: () => void;
  removeLabel?: string;
  title?: string;
}

/** A compact tag (document type, filter); removable when `onRemove` is given. */
export function Chip({
  label,
  tone = 'neutral',
  onRemove,
  removeLabel = 'Retirer',
  title,
}: ChipProps) {
  return (
    <Root $tone={tone} title={title}>
      <Label $padEnd={!onRemove}>{label}</Label>
      {onRemove ? (
        <Remove type="button" aria-label={removeLabel} onClick={onRemove}>
          ×
        </Remove>
      ) : null}
    </Root>
  );
}
