import type { SiteRoute } from '../app/site-routes';

/** What the App gives every lazily loaded page: the route that matched. */
export interface PageProps {
  route: SiteRoute;
}
