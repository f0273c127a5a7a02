import { Suspense } from 'react';
import { matchRoutes, Navigate, Route, Routes } from 'react-router-dom';
import type { RemoteAppModule } from '@ped/contracts';
import { LoadingScreen } from '@ped/ui';
import { HomePage } from '../pages/HomePage';
import { lazyNamed, type PreloadableComponent } from '@ped/host';
import type { PageProps } from '../pages/page-props';
import { SHELL_PATHS } from '@ped/contracts/paths';
import { SITE_ROUTES, type PageKey } from './site-routes';

/**
 * Every page but the home is its own chunk, loaded when visited: the home stays light
 * (it is the page measured by the performance budget).
 */
const LAZY_PAGES: Record<Exclude<PageKey, 'home'>, PreloadableComponent<PageProps>> = {
  offers: lazyNamed(() => import('../pages/OffersPage'), 'default'),
  privilege: lazyNamed(() => import('../pages/PrivilegePage'), 'default'),
  landing: lazyNamed(() => import('../pages/LandingPage'), 'default'),
  help: lazyNamed(() => import('../pages/HelpPage'), 'default'),
  schedule: lazyNamed(() => import('../pages/SchedulePage'), 'default'),
  'what-is': lazyNamed(() => import('../pages/WhatIsPage'), 'default'),
  'how-to-read': lazyNamed(() => import('../pages/HowToReadPage'), 'default'),
  why: lazyNamed(() => import('../pages/WhyPage'), 'default'),
  documents: lazyNamed(() => import('../pages/DocumentsPage'), 'default'),
  'documents-city': lazyNamed(() => import('../pages/DocumentsCityPage'), 'default'),
  'free-template': lazyNamed(() => import('../pages/FreeTemplatePage'), 'default'),
  professionals: lazyNamed(() => import('../pages/ProfessionalsPage'), 'default'),
  accounting: lazyNamed(() => import('../pages/AccountingPage'), 'default'),
  'legal-notice': lazyNamed(() => import('../pages/LegalNoticePage'), 'default'),
  terms: lazyNamed(() => import('../pages/TermsPage'), 'default'),
};

/** The marketing remote's own routes (content pages); the shell sends it the paths it owns. */
function MarketingApp() {
  return (
    <Suspense fallback={<LoadingScreen />}>
      <Routes>
        {SITE_ROUTES.map((route) => {
          if (route.page === 'home')
            return <Route key={route.path} path={route.path} element={<HomePage />} />;
          const Page = LAZY_PAGES[route.page];
          return <Route key={route.path} path={route.path} element={<Page route={route} />} />;
        })}
        <Route path="*" element={<Navigate to={SHELL_PATHS.notFound} replace />} />
      </Routes>
    </Suspense>
  );
}

/** The chunk of the page at `pathname`, loaded before a pre-rendered page hydrates. */
export const preload: NonNullable<RemoteAppModule['preload']> = async (pathname) => {
  const page = matchRoutes([...SITE_ROUTES], pathname)?.[0]?.route.page;
  if (page && page !== 'home') await LAZY_PAGES[page].preload();
};

// The shell loads this module as './App' by its contract in @ped/contracts (ExposedModules).
export default MarketingApp satisfies RemoteAppModule['default'];
