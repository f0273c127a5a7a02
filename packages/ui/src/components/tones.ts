import type { DefaultTheme } from 'styled-components';

/** The semantic colours shared by alerts, badges, chips and notifications. */
export type Tone = 'success' | 'error' | 'warning' | 'info' | 'neutral' | 'primary';

export function toneColor(theme: DefaultTheme, tone: Tone): string {
  switch (tone) {
    case 'success':
      return theme.colors.success;
    case 'error':
      return theme.colors.danger;
    case 'warning':
      return theme.colors.warning;
    case 'info':
      return theme.colors.info;
    case 'primary':
      return theme.colors.primary;
    default:
      return theme.colors.textMuted;
  }
}
