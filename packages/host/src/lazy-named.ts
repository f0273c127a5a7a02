import { lazy, type ComponentType } from 'react';

/**
 * A component exported by name from a module loaded when first rendered (React.lazy, which
 * wants a default export): a remote's pages other than its entry pages, each in a chunk of
 * its own, so that a visitor arriving on an entry page loads and runs its code alone.
 */
export function lazyNamed<P extends object, K extends string>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}
