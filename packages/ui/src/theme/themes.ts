/** Design tokens. A partner theme overrides the palette and adds its image. */
export interface Palette {
  primary: string;
  primaryHover: string;
  onPrimary: string;
  accent: string;
  background: string;
  surface: string;
  surfaceAlt: string;
  text: string;
  textMuted: string;
  border: string;
  success: string;
  warning: string;
  danger: string;
  info: string;
}

export interface PedTheme {
  mode: 'light' | 'dark';
  colors: Palette;
  radius: { sm: string; md: string; lg: string };
  shadow: { sm: string; md: string };
  font: { body: string; heading: string };
  breakpoints: { sm: number; md: number; lg: number };
  partner: { name: string; image: string } | null;
}

const shared = {
  radius: { sm: '6px', md: '10px', lg: '16px' },
  shadow: { sm: '0 1px 3px rgba(15, 23, 42, 0.12)', md: '0 8px 24px rgba(15, 23, 42, 0.14)' },
  font: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    heading: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  breakpoints: { sm: 600, md: 900, lg: 1200 },
  partner: null,
};

export const lightTheme: PedTheme = {
  ...shared,
  mode: 'light',
  colors: {
    primary: '#1d4ed8',
    primaryHover: '#1e40af',
    onPrimary: '#ffffff',
    accent: '#f59e0b',
    background: '#ffffff',
    surface: '#f8fafc',
    surfaceAlt: '#eef2ff',
    text: '#0f172a',
    textMuted: '#475569',
    border: '#cbd5e1',
    success: '#15803d',
    warning: '#b45309',
    danger: '#b91c1c',
    info: '#0369a1',
  },
};

export const darkTheme: PedTheme = {
  ...shared,
  mode: 'dark',
  colors: {
    primary: '#60a5fa',
    primaryHover: '#93c5fd',
    onPrimary: '#0f172a',
    accent: '#fbbf24',
    background: '#0f172a',
    surface: '#1e293b',
    surfaceAlt: '#1e1b4b',
    text: '#f1f5f9',
    textMuted: '#cbd5e1',
    border: '#334155',
    success: '#4ade80',
    warning: '#fbbf24',
    danger: '#f87171',
    info: '#38bdf8',
  },
};
