import styled from 'styled-components';
import { toneColor, type Tone } from './tones';
import { typeScale } from '../theme/type-scale';

/** A small coloured label for a state (order state, payment indicator, plan). */
export const Badge = styled.span<{ $tone?: Tone }>`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 2px 10px;
  border-radius: 999px;
  font-size: ${typeScale.xs};
  font-weight: 600;
  line-height: 1.6;
  white-space: nowrap;
  color: ${({ theme, $tone = 'neutral' }) => toneColor(theme, $tone)};
  border: 1px solid currentColor;
  background: ${({ theme }) => theme.colors.background};
`;
