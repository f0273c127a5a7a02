import { cityDocumentsPath } from '@ped/contracts/paths';
import { SITE_ROUTES } from '../app/site-routes';
import { KNOWN_CITIES } from '../features/cities/cities';

/**
 * Every path of this remote that is pre-rendered: each static route (aliases included, they
 * are linked from elsewhere) and the documents page of each known city. Other communes' pages
 * exist too (the server checks the official list) and are rendered in the browser only.
 */
export function prerenderPaths(): string[] {
  const routes = SITE_ROUTES.filter((route) => !route.dynamic).map((route) => route.path);
  return [...routes, ...Object.keys(KNOWN_CITIES).map(cityDocumentsPath)];
}
