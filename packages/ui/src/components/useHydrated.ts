import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False while React hydrates the pre-rendered HTML (and in the server's render), true in any
 * other render: for what the server cannot know (a choice kept in the browser), drawn just
 * after the page instead of in it (docs/decisions/051), or for what the server drew otherwise
 * than the browser would (a page's skeleton where its code has already arrived).
 *
 * After hydration it turns true in a transition, which React renders in short slices: the
 * store's own change (the client's snapshot differs from the server's) is rendered at once, in
 * one task, which for a whole form blocked a phone's main thread for about 120 ms
 * (docs/decisions/060).
 */
export function useHydrated(): boolean {
  const clientRender = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [hydrated, setHydrated] = useState(clientRender);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
