import type { ReactNode } from 'react';
import { useHydrated } from './useHydrated';

/**
 * Its children once the page has hydrated, `fallback` in the server's render and while the
 * browser hydrates (docs/decisions/051). For a part of a pre-rendered page the server cannot
 * draw as the browser will: form fields, whose ids (`useId`) follow their place in the whole
 * tree, and a remote's page is pre-rendered without the shell around it.
 */
export function AfterHydration({
  fallback,
  children,
}: {
  fallback: ReactNode;
  children: ReactNode;
}) {
  return <>{useHydrated() ? children : fallback}</>;
}
