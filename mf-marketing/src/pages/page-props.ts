import type { SiteRoute } from '@ped/contracts/paths';

/** What the App gives every lazily loaded page: the route that matched. */
export interface PageProps {
  route: SiteRoute;
}
