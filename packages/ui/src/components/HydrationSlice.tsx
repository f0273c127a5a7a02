import { Suspense, type ReactNode } from 'react';

/**
 * A part of a pre-rendered page that React hydrates on its own (docs/decisions/051). Hydrating
 * a whole page is one long task that blocks the main thread; each boundary's content already
 * drawn by the server is hydrated at the lowest priority, in slices between which the browser
 * paints and answers the visitor. Renders its children unchanged.
 */
export function HydrationSlice({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
