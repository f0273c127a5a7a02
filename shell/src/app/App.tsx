import { useMemo } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import type { RuntimeConfig } from '@ped/contracts';
import { ChunkErrorNotice } from '../features/chunk-errors/components/ChunkErrorNotice';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import type { RemoteEntries } from '../features/remotes/remote-registry';
import { SessionGate } from '../features/session/components/SessionGate';
import { ShellSnackbar } from '../features/snackbar/components/ShellSnackbar';
import { SsoPage } from '../features/sso/components/SsoPage';
import { NewVersionNotice } from '../features/version/components/NewVersionNotice';
import { versionUrls } from '../features/version/version-sources';
import { Layout } from './Layout';
import { RoutedRemote } from './RoutedRemote';
import { SHELL_PATHS } from './route-ownership';

export function App({ config, remotes }: { config: RuntimeConfig; remotes: RemoteEntries }) {
  const versions = useMemo(() => versionUrls(remotes, window.location.origin), [remotes]);
  return (
    <>
      <SessionGate>
        <Routes>
          <Route path={SHELL_PATHS.sso} element={<SsoPage />} />
          <Route
            path="*"
            element={
              <Layout config={config}>
                <Routes>
                  <Route path={SHELL_PATHS.notFound} element={<NotFoundPage />} />
                  <Route path={SHELL_PATHS.pro} element={<Navigate to="/professionnels-de-l-immobilier" replace />} />
                  <Route path="*" element={<RoutedRemote />} />
                </Routes>
              </Layout>
            }
          />
        </Routes>
      </SessionGate>
      <ShellSnackbar />
      <NewVersionNotice urls={versions} />
      <ChunkErrorNotice />
    </>
  );
}
