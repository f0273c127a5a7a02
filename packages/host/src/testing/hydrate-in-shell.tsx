import { setImmediate } from 'node:timers';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { RuntimeConfigContext, StoreRegistryContext, type RemoteAppModule } from '@ped/contracts';
import { ROUTER_FUTURE } from '../HostProviders';
import {
  API_PLACEHOLDER,
  LightTheme,
  visitorStore,
  type RemotePageOptions,
} from '../prerender-remote-page';
import { pageDataScript } from '../page-data';

// React's Node renderer schedules with setImmediate, which the browser-like test environment
// leaves out: both renders happen in the test so that it hydrates what the "server" wrote.
Object.assign(globalThis, { setImmediate });

/** A remote's exposed App module, as the test imports it (`() => import('../app/App')`). */
export type LoadApp = () => Promise<Pick<RemoteAppModule, 'default' | 'storeModules'>>;

/**
 * A remote's page pre-rendered as its build does (renderRemotePage), then hydrated in the
 * test's DOM where the shell puts it: among the shell's own parts. Whatever the page draws
 * differently there (an id from `useId` follows its place in the whole tree, a value only
 * the browser knows) is a mismatch React reports; they are returned, with the container.
 * The "server" renders with its own copy of every module, as the build does in another
 * process: sharing React's contexts with the browser's renderer would leak their values.
 */
export async function hydrateAsInShell(
  loadApp: LoadApp,
  options: Omit<RemotePageOptions, 'storeModules'>,
): Promise<{ container: HTMLElement; mismatches: string[] }> {
  let html = '';
  await jest.isolateModulesAsync(async () => {
    const server = await import('../prerender-remote-page');
    const app = await loadApp();
    ({ html } = await server.renderRemotePage(app.default, {
      ...options,
      storeModules: app.storeModules,
    }));
  });
  const { default: App, storeModules = [] } = await loadApp();
  const container = document.createElement('div');
  // the API's origin written in, as the shell's server does when it serves the page
  const served = html.split(API_PLACEHOLDER).join(options.config.apiUrl);
  container.innerHTML = `<header>Cadre</header><main>${served}</main><footer>Cadre</footer>`;
  document.body.append(container);
  // a page drawn with its data carries it beside the page, as the shell's server writes it
  if (options.data) container.insertAdjacentHTML('afterend', pageDataScript(options.data));
  const mismatches: string[] = [];
  const consoleError = jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    mismatches.push(args.map(String).join(' '));
  });
  const host = visitorStore(storeModules);
  try {
    await act(async () => {
      hydrateRoot(
        container,
        <Provider store={host.store}>
          <StoreRegistryContext.Provider value={host.registry}>
            <RuntimeConfigContext.Provider value={options.config}>
              <LightTheme>
                <MemoryRouter initialEntries={[options.path]} future={ROUTER_FUTURE}>
                  <header>Cadre</header>
                  <main>
                    <App />
                  </main>
                  <footer>Cadre</footer>
                </MemoryRouter>
              </LightTheme>
            </RuntimeConfigContext.Provider>
          </StoreRegistryContext.Provider>
        </Provider>,
        { onRecoverableError: (error) => mismatches.push(String(error)) },
      );
    });
  } finally {
    consoleError.mockRestore();
  }
  return { container, mismatches };
}
