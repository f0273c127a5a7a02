import { startTransition } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  registerStoreModules,
  type RemoteEntries,
  type RouteTable,
  type RuntimeConfig,
  type StoreModule,
} from '@ped/contracts';
import { HostProviders } from '@ped/host';
import { App } from './app/App';
import { createShellStore } from './app/store';
import type { FirstRender } from './features/boot/first-render';
import { yieldToBrowser } from './features/boot/yield-to-browser';
import { createShellThemeLayer } from './features/theme/components/ShellThemeLayer';

/**
 * The shell's React tree and store, drawn or hydrated into #root. A module of its own, imported
 * by the boot once the light steps are done: evaluating React, the router, styled-components
 * and the app's modules is then a task of its own instead of the tail of a longer one.
 */
export async function mountShell({
  config,
  remotes,
  routes,
  mode,
  storeModules,
}: {
  config: RuntimeConfig;
  remotes: RemoteEntries;
  routes: RouteTable;
  mode: FirstRender;
  /** the state areas of the pre-rendered page's remote, there before it hydrates */
  storeModules: StoreModule[];
}): Promise<void> {
  const host = createShellStore();
  registerStoreModules(host.registry, storeModules);
  const container = document.getElementById('root') as HTMLElement;
  const tree = (
    <HostProviders host={host} config={config} themeLayer={createShellThemeLayer(config.partners)}>
      <App
        config={config}
        remotes={remotes}
        routes={routes}
        skeletonFromServer={mode === 'hydrate-frame'}
      />
    </HostProviders>
  );
  if (mode === 'render') {
    // drawn at once, then the pre-rendered HTML hidden for this visitor is no longer hidden
    flushSync(() => createRoot(container).render(tree));
    delete document.documentElement.dataset.prerendered;
    return;
  }
  // Hydration as a transition is sliced into short tasks between which the browser paints
  // and answers input (a click on a part not yet hydrated hydrates it at once); at the
  // default priority it was one long task of several hundred milliseconds on a phone.
  await yieldToBrowser();
  startTransition(() => {
    hydrateRoot(container, tree);
  });
}
