import { cityDocumentsPath } from '@ped/contracts/paths';
import { SITE_ROUTES } from './site-routes';
import { KNOWN_CITIES } from '../features/cities/cities';

/** Paths a sitemap lists: each page once, under its canonical path, cities included. */
export function indexablePaths(): string[] {
  const pages = SITE_ROUTES.filter((route) => !route.dynamic && route.path === route.canonical).map(
    (route) => route.path,
  );
  return [...pages, ...Object.keys(KNOWN_CITIES).map(cityDocumentsPath)];
}
