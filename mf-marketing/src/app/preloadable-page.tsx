import { lazy, type ComponentType } from 'react';
import type { PageProps } from '../pages/page-props';

type PageModule = { default: ComponentType<PageProps> };

export interface PreloadablePage {
  (props: PageProps): React.JSX.Element;
  /** loads the page's chunk; once loaded, the page renders without suspending */
  preload(): Promise<void>;
}

/**
 * A page in its own chunk (React.lazy), which can also be loaded ahead: once loaded, it renders
 * directly. A pre-rendered page is then hydrated in one pass, instead of waiting suspended
 * while anything else re-renders, which would make React draw it anew (docs/decisions/051).
 */
export function preloadablePage(load: () => Promise<PageModule>): PreloadablePage {
  let loaded: ComponentType<PageProps> | null = null;
  const remember = (module: PageModule) => {
    loaded = module.default;
    return module;
  };
  const Lazy = lazy(() => load().then(remember));
  function Page(props: PageProps) {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  Page.preload = () =>
    load()
      .then(remember)
      .then(() => undefined);
  return Page;
}
