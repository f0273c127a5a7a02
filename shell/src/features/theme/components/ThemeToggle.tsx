import styled from 'styled-components';
import { typeScale } from '@ped/ui';
import { MODE_LABELS, NEXT_MODE, type ColorMode } from '../color-mode';
import { useColorMode } from '../hooks/color-mode-context';

const ICONS: Record<ColorMode, string> = { light: '☀', dark: '☾', system: '◐' };

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border-radius: 50%;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${typeScale.lg};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
`;

/** Cycles light -> dark -> system; the label says the current mode and what a press does. */
export function ThemeToggle() {
  const { mode, setMode } = useColorMode();
  const next = NEXT_MODE[mode];
  return (
    <Toggle
      type="button"
      data-testid="theme-toggle"
      data-mode={mode}
      aria-label={`Thème ${MODE_LABELS[mode]}. Passer au thème ${MODE_LABELS[next]}`}
      title={`Thème : ${MODE_LABELS[mode]}`}
      onClick={() => setMode(next)}
    >
      <span aria-hidden="true">{ICONS[mode]}</span>
    </Toggle>
  );
}
