import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { RuntimeConfig } from '@ped/contracts';
import { CookieBanner } from '../features/cookie-consent/components/CookieBanner';
import { Footer } from '../features/layout/components/Footer';
import { Header, HEADER_HEIGHT } from '../features/layout/components/Header';
import { InfoBanner } from '../features/layout/components/InfoBanner';
import { DEFAULT_COMMUNITY_URL } from '../features/layout/config/site';
import { ImpersonationBanner } from '../features/session/components/ImpersonationBanner';
import { ThemeToggle } from '../features/theme/components/ThemeToggle';
import { WelcomeNotice } from '../features/welcome/components/WelcomeNotice';
import { AdminPanelSlot } from './AdminPanelSlot';

const Page = styled.div`
  padding-top: ${HEADER_HEIGHT}px;
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;

const Main = styled.main`
  flex: 1;
  min-height: 60vh;
  &:focus { outline: none; }
`;

/** The standard layout of SPEC §2: header, optional banner, content, footer, and the overlays. */
export function Layout({ config, children }: { config: RuntimeConfig; children: ReactNode }) {
  return (
    <Page>
      <Header phone={config.phone} communityUrl={config.communityUrl ?? DEFAULT_COMMUNITY_URL} themeToggle={<ThemeToggle />} />
      <ImpersonationBanner />
      <InfoBanner message={config.infoBanner} />
      <WelcomeNotice />
      <Main id="contenu" tabIndex={-1}>
        {children}
      </Main>
      <Footer phone={config.phone} />
      <CookieBanner />
      <AdminPanelSlot />
    </Page>
  );
}
