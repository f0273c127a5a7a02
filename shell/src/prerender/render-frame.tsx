import { configureApi } from '@ped/client';
import type { RemoteEntries, RouteTable, RuntimeConfig } from '@ped/contracts';
import { prerenderToHtml, type Prerendered } from '@ped/host/prerender';
import { App } from '../app/App';
import { createShellStore } from '../app/store';
import { RemoteSlot } from '../features/remotes/remote-slot';
import { accountActions } from '../features/session/store/account-reducer';
import { createShellThemeLayer } from '../features/theme/components/ShellThemeLayer';

/** Where, in the frame, the server puts the page a remote pre-rendered. */
export const PAGE_SLOT = 'ped-page-slot-7c1e';

interface FrameOptions {
  path: string;
  config: RuntimeConfig;
  remotes: RemoteEntries;
  routes: RouteTable;
  /** true: the remote's pre-rendered page goes in the slot; false: the page's skeleton */
  withPage: boolean;
}

/**
 * The shell's page at `path` rendered for a visitor in the light palette (header, footer, the
 * remote's place), as the browser's first render draws it, so that it hydrates
 * (docs/decisions/051). Run by the shell's server for each page it serves.
 */
export function renderFrame({
  path,
  config,
  remotes,
  routes,
  withPage,
}: FrameOptions): Promise<Prerendered> {
  configureApi({ baseUrl: config.apiUrl });
  const host = createShellStore([]);
  host.store.dispatch(accountActions.loggedOut());
  return prerenderToHtml(
    <RemoteSlot.Provider value={withPage ? PAGE_SLOT : null}>
      <App config={config} remotes={remotes} routes={routes} />
    </RemoteSlot.Provider>,
    { path, host, config, themeLayer: createShellThemeLayer(config.partners) },
  );
}

export { ownerOf, serverPageIndexing } from '../app/route-ownership';
