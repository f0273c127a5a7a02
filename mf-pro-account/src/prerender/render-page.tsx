import { PRO_ACCOUNT_PATHS, type PublishedRoute, type RuntimeConfig } from '@ped/contracts';
import { renderRemotePage } from '@ped/host/prerender-remote-page';
import ProAccountApp, { storeModules } from '../app/App';

/** One page of this remote as a visitor's first render draws it (docs/decisions/051). */
export const renderPage = (path: string, config: RuntimeConfig) =>
  renderRemotePage(ProAccountApp, { path, config, storeModules });

/** The sign-in page, where professionals arrive; the rest of the area is someone's own. */
export const prerenderPaths = (): string[] => [PRO_ACCOUNT_PATHS.login];

/**
 * The area is this remote's family of paths, published with its deployment for the shell's
 * server (docs/decisions/087); everything in it is someone's own: noindex.
 */
export const PUBLISHED_ROUTES: readonly PublishedRoute[] = [
  { path: `${PRO_ACCOUNT_PATHS.home}/*` },
];

/** An address validation link shows its progress from the first render. */
export const FIRST_RENDER_VARIES_WITH = { query: ['validation'] };

export { documentTitle } from '@ped/contracts';
export { API_PLACEHOLDER } from '@ped/host/prerender-remote-page';
