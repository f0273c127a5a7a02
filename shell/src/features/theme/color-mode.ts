/** docs/product.md §2.6: light, dark or system, stored locally. shell/public/index.html reads the same key before first paint. */
export const COLOR_MODE_KEY = 'ped-color-mode';

export type ColorMode = 'light' | 'dark' | 'system';

const MODES: readonly ColorMode[] = ['light', 'dark', 'system'];

export function readColorMode(): ColorMode {
  try {
    const stored = window.localStorage.getItem(COLOR_MODE_KEY);
    return MODES.includes(stored as ColorMode) ? (stored as ColorMode) : 'system';
  } catch {
    return 'system';
  }
}

export function storeColorMode(mode: ColorMode): void {
  try {
    window.localStorage.setItem(COLOR_MODE_KEY, mode);
  } catch {
    // private browsing without storage: the choice lasts for this page only
  }
}

export function prefersDark(): boolean {
  return (
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-color-scheme: dark)').matches
  );
}

/** The palette a mode resolves to now; also mirrored on <html> like the pre-paint script does. */
export function resolveColorMode(mode: ColorMode, systemDark: boolean): 'light' | 'dark' {
  return mode === 'system' ? (systemDark ? 'dark' : 'light') : mode;
}

export function applyToDocument(resolved: 'light' | 'dark', background: string): void {
  const root = document.documentElement;
  root.dataset.colorMode = resolved;
  root.style.colorScheme = resolved;
  root.style.background = background;
}

export const NEXT_MODE: Record<ColorMode, ColorMode> = {
  light: 'dark',
  dark: 'system',
  system: 'light',
};
export const MODE_LABELS: Record<ColorMode, string> = {
  light: 'clair',
  dark: 'sombre',
  system: 'automatique (celui de l’appareil)',
};
