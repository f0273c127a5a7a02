import { useSyncExternalStore } from 'react';
import { prefersDark } from '../color-mode';

function subscribe(onChange: () => void) {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia('(prefers-color-scheme: dark)');
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Follows the system's dark preference as it changes (for the 'system' mode). */
export function useSystemDark(): boolean {
  return useSyncExternalStore(subscribe, prefersDark, () => false);
}
