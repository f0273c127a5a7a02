import { Navigate, useLocation } from 'react-router-dom';
import { RemoteArea } from '../features/remotes/components/RemoteArea';
import { SHELL_PATHS } from '@ped/contracts/paths';
import { ownerOf } from './route-ownership';

/** Gives the current path to the remote that owns it; unknown paths go to the not-found page. */
export function RoutedRemote() {
  const { pathname } = useLocation();
  const owner = ownerOf(pathname);
  if (!owner) return <Navigate to={SHELL_PATHS.notFound} replace />;
  // key: a remote is mounted once and keeps its own router state while its paths change.
  return <RemoteArea key={owner} remote={owner} exposed="App" />;
}
