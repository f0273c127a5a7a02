import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False while React hydrates the pre-rendered HTML (and in the server's render), true in any
 * other render: for what the server cannot know (a choice kept in the browser), drawn just
 * after the page instead of in it (docs/decisions/051), or for what the server drew otherwise
 * than the browser would (a page's skeleton where its code has already arrived).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
