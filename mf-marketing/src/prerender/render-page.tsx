import type { ReactNode } from 'react';
import type { Reducer } from 'redux';
import { configureApi } from '@ped/client';
import { ThemeProvider } from 'styled-components';
import { createInjectableStore } from '@ped/host';
import { prerenderToHtml, type Prerendered } from '@ped/host/prerender';
import {
  PageMetaCollector,
  type AccountState,
  type PageMeta,
  type RuntimeConfig,
} from '@ped/contracts';
import { lightTheme } from '@ped/ui';
import MarketingApp from '../app/App';

/**
 * The API's origin differs between deployments and is only known from /config.json: pages
 * link to it through this stand-in, which the shell's server replaces when it serves them.
 */
export const API_PLACEHOLDER = 'https://api.pre-rendu.invalid';
configureApi({ baseUrl: API_PLACEHOLDER });

/** What a visitor's first render sees: nobody signed in (pages are pre-rendered for visitors). */
const VISITOR: AccountState = { isAuthenticated: false, token: null, session: null, error: null };
const visitorReducer: Reducer<AccountState> = (state = VISITOR) => state;

/** The light palette, as the shell's theme layer gives it to a visitor with no partner. */
function LightTheme({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={lightTheme}>{children}</ThemeProvider>;
}

export interface RenderedPage extends Prerendered {
  /** what the page declared with usePageMeta: the server writes it into the head */
  meta: PageMeta | null;
}

/**
 * One page of this remote rendered to HTML exactly as the shell renders the remote's App on
 * that path for a visitor in the light palette, so the browser hydrates it (docs/decisions/051).
 */
export async function renderPage(path: string, config: RuntimeConfig): Promise<RenderedPage> {
  let meta: PageMeta | null = null;
  const rendered = await prerenderToHtml(
    <PageMetaCollector.Provider value={(declared) => (meta = declared)}>
      <MarketingApp />
    </PageMetaCollector.Provider>,
    {
      path,
      config,
      host: createInjectableStore({ account: visitorReducer }),
      themeLayer: LightTheme,
    },
  );
  return { ...rendered, meta };
}

export { prerenderPaths } from './prerender-paths';
export { documentTitle } from '@ped/contracts';
