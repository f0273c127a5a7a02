import type { PublishedRoute } from '@ped/contracts';
import { SITE_ROUTES } from './site-routes';

/**
 * The paths this remote renders, published with its deployment for the shell's server
 * (docs/decisions/087). Every page is indexable; its canonical link is in its pre-rendered
 * page.
 */
export const PUBLISHED_ROUTES: readonly PublishedRoute[] = SITE_ROUTES.map(({ path, params }) => ({
  path,
  ...(params ? { params } : {}),
  indexing: {},
}));
