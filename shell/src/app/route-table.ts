import type { PageRemoteName, PublishedRoute, RouteTable } from '@ped/contracts';
import { ROUTES_BEFORE_087 } from './routes-before-087';

/** The remotes that own pages, in the order their routes are listed. */
export const PAGE_REMOTES: readonly PageRemoteName[] = ['marketing', 'ordering', 'proAccount'];

/**
 * The shell's route table from the routes each page remote published with its deployment
 * (docs/decisions/087); a remote that published none (deployed before) keeps its routes of then.
 * Made by the shell's server, which writes it in each page: the browser never needs this.
 */
export function routeTableOf(
  published: Partial<Record<PageRemoteName, readonly PublishedRoute[] | null>>,
): RouteTable {
  return PAGE_REMOTES.flatMap((remote) =>
    (published[remote] ?? ROUTES_BEFORE_087[remote]).map((route) => ({ ...route, remote })),
  );
}
