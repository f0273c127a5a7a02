import { Navigate, Route, Routes } from 'react-router-dom';
import styled from 'styled-components';
import type { RuntimeConfig } from '@ped/contracts';
import { Footer } from '../features/layout/components/Footer';
import { Header } from '../features/layout/components/Header';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import { RoutedRemote } from './RoutedRemote';
import { SHELL_PATHS } from './route-ownership';

const Main = styled.main`
  min-height: 60vh;
`;

export function App({ config }: { config: RuntimeConfig }) {
  return (
    <>
      <Header phone={config.phone} />
      <Main id="contenu">
        <Routes>
          <Route path={SHELL_PATHS.notFound} element={<NotFoundPage />} />
          <Route path={SHELL_PATHS.pro} element={<Navigate to="/professionnels-de-l-immobilier" replace />} />
          <Route path="*" element={<RoutedRemote />} />
        </Routes>
      </Main>
      <Footer />
    </>
  );
}
