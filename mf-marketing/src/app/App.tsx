import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import type { RemoteAppModule } from '@ped/contracts';
import { LoadingScreen } from '@ped/ui';
import { HomePage } from '../pages/HomePage';
import type { PageProps } from '../pages/page-props';
import { SHELL_PATHS, SITE_ROUTES, type PageKey } from '@ped/contracts/paths';

/**
 * Every page but the home is its own chunk, loaded when visited: the home stays light
 * (it is the page measured by the performance budget).
 */
const LAZY_PAGES: Record<
  Exclude<PageKey, 'home'>,
  LazyExoticComponent<ComponentType<PageProps>>
> = {
  offers: lazy(() => import('../pages/OffersPage')),
  privilege: lazy(() => import('../pages/PrivilegePage')),
  landing: lazy(() => import('../pages/LandingPage')),
  help: lazy(() => import('../pages/HelpPage')),
  schedule: lazy(() => import('../pages/SchedulePage')),
  'what-is': lazy(() => import('../pages/WhatIsPage')),
  'how-to-read': lazy(() => import('../pages/HowToReadPage')),
  why: lazy(() => import('../pages/WhyPage')),
  documents: lazy(() => import('../pages/DocumentsPage')),
  'documents-city': lazy(() => import('../pages/DocumentsCityPage')),
  'free-template': lazy(() => import('../pages/FreeTemplatePage')),
  professionals: lazy(() => import('../pages/ProfessionalsPage')),
  accounting: lazy(() => import('../pages/AccountingPage')),
  'legal-notice': lazy(() => import('../pages/LegalNoticePage')),
  terms: lazy(() => import('../pages/TermsPage')),
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

// The shell loads this module as './App' by its contract in @ped/contracts (ExposedModules).
export default MarketingApp satisfies RemoteAppModule['default'];
