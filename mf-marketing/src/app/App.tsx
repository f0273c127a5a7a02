import { Suspense } from 'react';
import { matchRoutes, Navigate, Route, Routes } from 'react-router-dom';
import type { RemoteAppModule } from '@ped/contracts';
import { LoadingScreen } from '@ped/ui';
import { HomePage } from '../pages/HomePage';
import { preloadablePage, type PreloadablePage } from './preloadable-page';
import { SHELL_PATHS, SITE_ROUTES, type PageKey } from '@ped/contracts/paths';

/**
 * Every page but the home is its own chunk, loaded when visited: the home stays light
 * (it is the page measured by the performance budget).
 */
const LAZY_PAGES: Record<Exclude<PageKey, 'home'>, PreloadablePage> = {
  offers: preloadablePage(() => import('../pages/OffersPage')),
  privilege: preloadablePage(() => import('../pages/PrivilegePage')),
  landing: preloadablePage(() => import('../pages/LandingPage')),
  help: preloadablePage(() => import('../pages/HelpPage')),
  schedule: preloadablePage(() => import('../pages/SchedulePage')),
  'what-is': preloadablePage(() => import('../pages/WhatIsPage')),
  'how-to-read': preloadablePage(() => import('../pages/HowToReadPage')),
  why: preloadablePage(() => import('../pages/WhyPage')),
  documents: preloadablePage(() => import('../pages/DocumentsPage')),
  'documents-city': preloadablePage(() => import('../pages/DocumentsCityPage')),
  'free-template': preloadablePage(() => import('../pages/FreeTemplatePage')),
  professionals: preloadablePage(() => import('../pages/ProfessionalsPage')),
  accounting: preloadablePage(() => import('../pages/AccountingPage')),
  'legal-notice': preloadablePage(() => import('../pages/LegalNoticePage')),
  terms: preloadablePage(() => import('../pages/TermsPage')),
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
