import { lazy, useMemo, useState } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import type { RemoteEntries, RouteTable, RuntimeConfig } from '@ped/contracts';
import { Deferred, LoadingScreen } from '@ped/ui';
import { ChunkErrorNotice } from '../features/chunk-errors/components/ChunkErrorNotice';
import { SessionGate } from '../features/session/components/SessionGate';
import { ShellSnackbar } from '../features/snackbar/components/ShellSnackbar';
import { NewVersionNotice } from '../features/version/components/NewVersionNotice';
import { versionUrls } from '../features/version/version-sources';
import { Layout } from './Layout';
import { RoutedRemote } from './RoutedRemote';
import { SHELL_PATHS } from '@ped/contracts/paths';
import { usePageLoaded } from './usePageLoaded';

// Pages that the first render of a content page does not need (docs/decisions/009).
const SsoPage = lazy(() =>
  import('../features/sso/components/SsoPage').then((module) => ({ default: module.SsoPage })),
);
const NotFoundPage = lazy(() =>
  import('../features/not-found/NotFoundPage').then((module) => ({ default: module.NotFoundPage })),
);

/**
 * The version poller starts once the page has loaded and is idle, not during its first
 * render; its own component, so that only it renders again then, not the whole page.
 */
function VersionCheckAfterLoad({ remotes }: { remotes: RemoteEntries }) {
  const pageLoaded = usePageLoaded();
  const versions = useMemo(
    () => (pageLoaded ? versionUrls(remotes, window.location.origin) : []),
    [pageLoaded, remotes],
  );
  return pageLoaded ? <NewVersionNotice urls={versions} /> : null;
}

export function App({
  config,
  remotes,
  routes,
  skeletonFromServer = false,
}: {
  config: RuntimeConfig;
  remotes: RemoteEntries;
  /** which remote renders which path (docs/decisions/087) */
  routes: RouteTable;
  /** the server drew the page's skeleton, which the first render hydrates (ADR 051) */
  skeletonFromServer?: boolean;
}) {
  // The server's verdict is about the document's own address, not about where the visitor goes
  // next: captured once, before any navigation (the not-found page may be the first one).
  const [serverNotFoundPath] = useState(() =>
    config.notFound === true ? window.location.pathname : undefined,
  );
  return (
    <>
      <SessionGate>
        <Routes>
          <Route
            path={SHELL_PATHS.sso}
            element={
              <Deferred fallback={<LoadingScreen />}>
                <SsoPage />
              </Deferred>
            }
          />
          <Route
            path="*"
            element={
              <Layout config={config}>
                <Routes>
                  <Route
                    path={SHELL_PATHS.notFound}
                    element={
                      <Deferred fallback={<LoadingScreen />}>
                        <NotFoundPage />
                      </Deferred>
                    }
                  />
                  <Route
                    path={SHELL_PATHS.pro}
                    element={<Navigate to="/professionnels-de-l-immobilier" replace />}
                  />
                  <Route
                    path="*"
                    element={
                      <RoutedRemote
                        routes={routes}
                        serverNotFoundPath={serverNotFoundPath}
                        skeletonFromServer={skeletonFromServer}
                      />
                    }
                  />
                </Routes>
              </Layout>
            }
          />
        </Routes>
      </SessionGate>
      <ShellSnackbar />
      <VersionCheckAfterLoad remotes={remotes} />
      <ChunkErrorNotice />
    </>
  );
}
