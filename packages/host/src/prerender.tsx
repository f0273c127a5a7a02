import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { RuntimeConfigContext, StoreRegistryContext, type RuntimeConfig } from '@ped/contracts';
import { ROUTER_FUTURE, type ThemeLayer } from './HostProviders';
import type { InjectableStore } from './injectable-store';

/** A part of a page rendered to HTML, with the styles its styled components need. */
export interface Prerendered {
  html: string;
  /** the `<style data-styled>` tags styled-components reads back when the page hydrates */
  css: string;
}

interface PrerenderOptions {
  /** the page's path: what the router shows */
  path: string;
  host: InjectableStore;
  config: RuntimeConfig;
  themeLayer: ThemeLayer;
}

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Renders `element` to HTML in Node under the same providers as HostProviders (a memory
 * router on `path` instead of the browser's): the build's pre-render and the shell's server
 * use it (docs/decisions/051). Lazy parts are waited for, so the HTML is the whole page.
 */
export async function prerenderToHtml(
  element: ReactNode,
  { path, host, config, themeLayer: Themed }: PrerenderOptions,
): Promise<Prerendered> {
  const sheet = new ServerStyleSheet();
  try {
    const errors: unknown[] = [];
    const { prelude } = await prerenderToNodeStream(
      sheet.collectStyles(
        <Provider store={host.store}>
          <StoreRegistryContext.Provider value={host.registry}>
            <RuntimeConfigContext.Provider value={config}>
              <Themed>
                <MemoryRouter initialEntries={[path]} future={ROUTER_FUTURE}>
                  {element}
                </MemoryRouter>
              </Themed>
            </RuntimeConfigContext.Provider>
          </StoreRegistryContext.Provider>
        </Provider>,
      ),
      {
        // A part that fails would be left for the browser to render: the build fails instead.
        onError: (error) => void errors.push(error),
        // Every Suspense boundary written in place: past this many bytes React would move
        // later boundaries to the end of the HTML with a script that puts them back, which the
        // composed page would only show once that script ran (and hydrate with a mismatch).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
      },
    );
    const html = await readAll(prelude);
    if (errors.length > 0) throw errors[0];
    return { html, css: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}
