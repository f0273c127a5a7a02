import type { ComponentType, ReactNode } from 'react';
import type { Reducer } from 'redux';
import { ThemeProvider } from 'styled-components';
import { configureApi } from '@ped/client';
import {
  PageMetaCollector,
  registerStoreModules,
  type AccountState,
  type PageMeta,
  type RuntimeConfig,
  type StoreModule,
} from '@ped/contracts';
import { lightTheme } from '@ped/ui';
import { createInjectableStore, type InjectableStore } from './injectable-store';
import { prerenderToHtml, type Prerendered } from './prerender';
import { PageDataProvider, type PageData } from './page-data';

/**
 * The API's origin differs between deployments and is only known from /config.json: pages
 * link to it through this stand-in, which the shell's server replaces when it serves them.
 */
export const API_PLACEHOLDER = 'https://api.pre-rendu.invalid';

/** What a visitor's first render sees: nobody signed in (pages are pre-rendered for visitors). */
const VISITOR: AccountState = { isAuthenticated: false, token: null, session: null, error: null };
const visitorReducer: Reducer<AccountState> = (state = VISITOR) => state;

/** The light palette, as the shell's theme layer gives it to a visitor with no partner. */
export function LightTheme({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={lightTheme}>{children}</ThemeProvider>;
}

/** The store a visitor's first render reads: nobody signed in, the remote's areas registered. */
export function visitorStore(storeModules: StoreModule[]): InjectableStore {
  const host = createInjectableStore({ account: visitorReducer });
  registerStoreModules(host.registry, storeModules);
  return host;
}

export interface RenderedPage extends Prerendered {
  /** what the page declared with usePageMeta: the server writes it into the head */
  meta: PageMeta | null;
}

export interface RemotePageOptions {
  path: string;
  config: RuntimeConfig;
  storeModules?: StoreModule[];
  /** what the API answered for this page, drawn per request by the shell's server (ADR 081) */
  data?: PageData;
}

/**
 * A remote's page at `path` rendered to HTML exactly as the shell renders the remote's App
 * there for a visitor in the light palette, so that the browser hydrates it
 * (docs/decisions/051): its state areas registered first, as the shell does before it
 * hydrates such a page (RemoteAppModule.storeModules).
 */
export async function renderRemotePage(
  App: ComponentType,
  { path, config, storeModules = [], data }: RemotePageOptions,
): Promise<RenderedPage> {
  configureApi({ baseUrl: API_PLACEHOLDER });
  const host = visitorStore(storeModules);
  let meta: PageMeta | null = null;
  const page = (
    <PageMetaCollector.Provider value={(declared) => (meta = declared)}>
      <App />
    </PageMetaCollector.Provider>
  );
  const rendered = await prerenderToHtml(
    data ? <PageDataProvider data={data}>{page}</PageDataProvider> : page,
    { path, config, host, themeLayer: LightTheme },
  );
  return { ...rendered, meta };
}
