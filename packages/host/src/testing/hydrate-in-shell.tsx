import { setImmediate } from 'node:timers';
import type { ComponentType } from 'react';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { RuntimeConfigContext, StoreRegistryContext } from '@ped/contracts';
import { ROUTER_FUTURE } from '../HostProviders';
import {
  LightTheme,
  renderRemotePage,
  visitorStore,
  type RemotePageOptions,
} from '../prerender-remote-page';

// React's Node renderer schedules with setImmediate, which the browser-like test environment
// leaves out: both renders happen in the test so that it hydrates what the "server" wrote.
Object.assign(globalThis, { setImmediate });

/**
 * React's development warning when the server's renderer and the browser's meet the same
 * context in one process: that happens only here, where the test plays both.
 */
const TWO_RENDERERS = /multiple renderers concurrently rendering the same context provider/;

/**
 * A remote's page pre-rendered as its build does (renderRemotePage), then hydrated in the
 * test's DOM where the shell puts it: among the shell's own parts. Whatever the page draws
 * differently there (an id from `useId` follows its place in the whole tree, a value only
 * the browser knows) is a mismatch React reports; they are returned, with the container.
 */
export async function hydrateAsInShell(
  App: ComponentType,
  options: RemotePageOptions,
): Promise<{ container: HTMLElement; mismatches: string[] }> {
  const { html } = await renderRemotePage(App, options);
  const container = document.createElement('div');
  container.innerHTML = `<header>Cadre</header><main>${html}</main><footer>Cadre</footer>`;
  document.body.append(container);
  const mismatches: string[] = [];
  const consoleError = jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    const message = args.map(String).join(' ');
    if (!TWO_RENDERERS.test(message)) mismatches.push(message);
  });
  const host = visitorStore(options.storeModules ?? []);
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
