import type { RuntimeConfig } from '@ped/contracts';
import { renderRemotePage } from '@ped/host/prerender-remote-page';
import OrderingApp, { storeModules } from '../app/App';
import { SAVED_DRAFT_KEY } from '../shared/draft-storage';

/** One page of this remote as a visitor's first render draws it (docs/decisions/051). */
export const renderPage = (path: string, config: RuntimeConfig) =>
  renderRemotePage(OrderingApp, { path, config, storeModules });

/**
 * A visitor's first render differs from the pre-rendered one after a cancelled payment (its
 * notice) and when this browser kept a draft (the form is drawn with it): those visitors get
 * the page drawn for them.
 */
export const FIRST_RENDER_VARIES_WITH = { query: ['paiement'], storage: [SAVED_DRAFT_KEY] };

export { prerenderPaths } from './prerender-paths';
export { documentTitle } from '@ped/contracts';
export { API_PLACEHOLDER } from '@ped/host/prerender-remote-page';
