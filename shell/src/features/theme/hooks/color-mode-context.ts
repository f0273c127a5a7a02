import { createContext, useContext } from 'react';
import type { ColorMode } from '../color-mode';

export interface ColorModeValue {
  mode: ColorMode;
  resolved: 'light' | 'dark';
  setMode(mode: ColorMode): void;
}

export const ColorModeContext = createContext<ColorModeValue | null>(null);

export function useColorMode(): ColorModeValue {
  const value = useContext(ColorModeContext);
  if (!value) throw new Error('useColorMode doit être utilisé sous ShellThemeLayer');
  return value;
}
