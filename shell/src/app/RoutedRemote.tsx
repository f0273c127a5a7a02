import { Navigate, useLocation } from 'react-router-dom';
import type { RouteTable } from '@ped/contracts';
import { PageSkeleton } from '@ped/ui';
import { RemoteArea } from '../features/remotes/components/RemoteArea';
import { SHELL_PATHS } from '@ped/contracts/paths';
import { ownerOf } from './route-ownership';
import { skeletonLayoutFor } from './page-skeleton';

/**
 * Gives the current path to the remote that owns it; unknown paths go to the not-found page,
 * and so does the path the server judged no page (`serverNotFoundPath`, ADR 042: a made-up
 * city matches marketing's pattern but only the server knows the communes).
 */
export function RoutedRemote({
  routes,
  serverNotFoundPath,
  skeletonFromServer = false,
}: {
  /** every page remote's routes, as the server read them (docs/decisions/087) */
  routes: RouteTable;
  serverNotFoundPath?: string;
  /** the server drew this page's skeleton (the first render hydrates it) */
  skeletonFromServer?: boolean;
}) {
  const { pathname } = useLocation();
  const owner = ownerOf(pathname, routes);
  if (!owner || pathname === serverNotFoundPath)
    return <Navigate to={SHELL_PATHS.notFound} replace />;
  // key: a remote is mounted once and keeps its own router state while its paths change.
  return (
    <RemoteArea
      key={owner}
      remote={owner}
      exposed="App"
      hydratesOverPlaceholder={skeletonFromServer}
      placeholder={<PageSkeleton layout={skeletonLayoutFor(owner, pathname)} />}
    />
  );
}
