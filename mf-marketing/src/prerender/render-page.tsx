import type { RuntimeConfig } from '@ped/contracts';
import { renderRemotePage } from '@ped/host/prerender-remote-page';
import MarketingApp from '../app/App';

/** One page of this remote as a visitor's first render draws it (docs/decisions/051). */
export const renderPage = (path: string, config: RuntimeConfig) =>
  renderRemotePage(MarketingApp, { path, config });

export { prerenderPaths } from './prerender-paths';
export { PUBLISHED_ROUTES } from '../app/published-routes';
export { documentTitle } from '@ped/contracts';
export { API_PLACEHOLDER } from '@ped/host/prerender-remote-page';
