import { lazy, useState, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import styled, { createGlobalStyle } from 'styled-components';
import { selectAccount, type RuntimeConfig } from '@ped/contracts';
import { Deferred, HydrationSlice } from '@ped/ui';
import { CookieBanner } from '../features/cookie-consent/components/CookieBanner';
import { Footer } from '../features/layout/components/Footer';
import { Header, HEADER_HEIGHT } from '../features/layout/components/Header';
import { InfoBanner } from '../features/layout/components/InfoBanner';
import { DEFAULT_COMMUNITY_URL } from '../features/layout/config/site';
import { ThemeToggle } from '../features/theme/components/ThemeToggle';
import { AdminPanelSlot } from './AdminPanelSlot';

// Notices about a signed-in session: loaded only when there is one (docs/decisions/009).
const ImpersonationBanner = lazy(() =>
  import('../features/session/components/ImpersonationBanner').then((module) => ({
    default: module.ImpersonationBanner,
  })),
);
const WelcomeNotice = lazy(() =>
  import('../features/welcome/components/WelcomeNotice').then((module) => ({
    default: module.WelcomeNotice,
  })),
);

// Focus moves and anchors scroll a target to the top of the window, under the fixed header:
// a remote's step heading focused after « Continuer » stays in sight below it.
const HeaderOffset = createGlobalStyle`
  html {
    scroll-padding-top: ${HEADER_HEIGHT + 16}px;
  }
`;

const Page = styled.div`
  padding-top: ${HEADER_HEIGHT}px;
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;

// A whole screen under the header: the footer never shows in the first screen while the
// page's content is still loading, so it is not pushed down (a layout shift) when it comes.
const Main = styled.main`
  flex: 1;
  min-height: calc(100vh - ${HEADER_HEIGHT}px);
  &:focus {
    outline: none;
  }
`;

/** The standard layout of docs/product.md §2.6: header, optional banner, content, footer, and the overlays. */
export function Layout({ config, children }: { config: RuntimeConfig; children: ReactNode }) {
  const { session } = useSelector(selectAccount);
  const [cookieChoice, setCookieChoice] = useState(false);
  return (
    <Page>
      <HeaderOffset />
      <HydrationSlice>
        <Header
          phone={config.phone}
          communityUrl={config.communityUrl ?? DEFAULT_COMMUNITY_URL}
          themeToggle={<ThemeToggle />}
        />
      </HydrationSlice>
      <HydrationSlice>
        <CookieBanner reopened={cookieChoice} onClose={() => setCookieChoice(false)} />
      </HydrationSlice>
      {session ? (
        <Deferred>
          <ImpersonationBanner />
        </Deferred>
      ) : null}
      <InfoBanner message={config.infoBanner} />
      {session ? (
        <Deferred>
          <WelcomeNotice />
        </Deferred>
      ) : null}
      {/* Not a HydrationSlice: hydrated later, the remote area would find its module loaded
          and draw the page where the server drew its skeleton (a mismatch that redraws it). */}
      <Main id="contenu" tabIndex={-1}>
        {children}
      </Main>
      <HydrationSlice>
        <Footer phone={config.phone} onCookieChoice={() => setCookieChoice(true)} />
      </HydrationSlice>
      <AdminPanelSlot />
    </Page>
  );
}
