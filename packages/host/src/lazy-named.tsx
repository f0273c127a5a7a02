import { lazy, type ComponentType, type JSX } from 'react';

export interface PreloadableComponent<P extends object> {
  (props: P): JSX.Element;
  /** loads the component's chunk; once loaded, it renders without suspending */
  preload(): Promise<void>;
}

/**
 * A component exported by name (`'default'` included) from a chunk of its own, loaded when
 * first rendered (React.lazy) or ahead with `preload()`. Once loaded it renders directly: a
 * pre-rendered page is then hydrated in one pass, instead of waiting suspended while anything
 * else re-renders, which would make React draw it anew (docs/decisions/051); a step loaded
 * ahead appears without its placeholder. A remote's entry page loads its own code only.
 */
export function lazyNamed<P extends object, K extends string>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): PreloadableComponent<P> {
  let loaded: ComponentType<P> | null = null;
  const take = () =>
    load().then((module) => {
      loaded = module[name];
      return { default: loaded };
    });
  const Lazy = lazy(take) as unknown as ComponentType<P>;
  function Preloadable(props: P) {
    const Loaded = loaded ?? Lazy;
    return <Loaded {...props} />;
  }
  Preloadable.preload = () => take().then(() => undefined);
  return Preloadable;
}
