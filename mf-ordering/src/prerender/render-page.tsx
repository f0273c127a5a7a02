import type { RuntimeConfig } from '@ped/contracts';
import { renderRemotePage } from '@ped/host/prerender-remote-page';
import OrderingApp, { storeModules } from '../app/App';
import { SAVED_DRAFT_KEY } from '../shared/draft-storage';
import { loadPageData, type ApiAccess } from './data-pages';

/** One page of this remote as a visitor's first render draws it (docs/decisions/051). */
export const renderPage = (path: string, config: RuntimeConfig) =>
  renderRemotePage(OrderingApp, { path, config, storeModules });

/**
 * A page drawn per request with what the API answers for it (ADR 081), and that data, which
 * the page reads again when the browser hydrates it; null when `path` is no such page.
 */
export async function renderDataPage(path: string, config: RuntimeConfig, access: ApiAccess) {
  const data = await loadPageData(path, access);
  if (!data) return null;
  const page = await renderRemotePage(OrderingApp, { path, config, storeModules, data });
  return { ...page, data };
}

/**
 * A visitor's first render differs from the pre-rendered one after a cancelled payment (its
 * notice) and when this browser kept a draft (the form is drawn with it): those visitors get
 * the page drawn for them.
 */
export const FIRST_RENDER_VARIES_WITH = { query: ['paiement'], storage: [SAVED_DRAFT_KEY] };

export { prerenderPaths } from './prerender-paths';
export { PUBLISHED_ROUTES } from '../app/published-routes';
export { DATA_PAGE_PATTERNS } from './data-pages';
export { pageDataScript } from '@ped/host';
export { documentTitle } from '@ped/contracts';
export { API_PLACEHOLDER } from '@ped/host/prerender-remote-page';
