import type { RouteParamRule } from '@ped/contracts';
import type { LandingKey } from '@ped/domain';
import {
  DOCUMENTS_CITY_HELP_PATH,
  DOCUMENTS_CITY_HELP_PREFIX,
  DOCUMENTS_CITY_PATH,
  HELP_PATH,
  MARKETING_PATHS,
} from '@ped/contracts/paths';

/**
 * This remote's pages (content and offer landing pages): the single source of truth read by
 * its App (to route) and its pre-render, which publishes them for the shell's server
 * (published-routes.ts, docs/decisions/087), whose sitemap lists the pages it pre-rendered.
 */
export type PageKey =
  | 'home'
  | 'offers'
  | 'privilege'
  | 'landing'
  | 'help'
  | 'schedule'
  | 'what-is'
  | 'how-to-read'
  | 'why'
  | 'documents'
  | 'documents-city'
  | 'free-template'
  | 'professionals'
  | 'accounting'
  | 'legal-notice'
  | 'terms';

export interface SiteRoute {
  path: string;
  page: PageKey;
  /** the landing page shown, for page 'landing' */
  landing?: LandingKey;
  /**
   * The path search engines should index when several paths show the same page (the
   * other ones declare it as canonical link and stay out of the sitemap).
   */
  canonical: string;
  /** dynamic segment pages are listed through their known values instead */
  dynamic?: boolean;
  /** what each segment must name for the page to exist, checked by the shell's server */
  params?: Record<string, RouteParamRule>;
}

const same = (path: string, page: PageKey): SiteRoute => ({ path, page, canonical: path });
const alias = (path: string, page: PageKey, canonical: string): SiteRoute => ({
  path,
  page,
  canonical,
});
const landing = (key: LandingKey, [canonical, ...aliases]: [string, ...string[]]): SiteRoute[] =>
  [canonical, ...aliases].map((path) => ({ path, page: 'landing', landing: key, canonical }));

const P = MARKETING_PATHS;

export const SITE_ROUTES: readonly SiteRoute[] = [
  same(P.home, 'home'),
  same(P.offers, 'offers'),
  same('/pre-etat-date/privilege', 'privilege'),
  ...landing('officiel', ['/pre-etat-date/officiel']),
  ...landing('alur', [
    '/pre-etat-date/pack-alur',
    '/pre-etat-date/alur',
    '/solution/pre-etat-date/pack-alur',
  ]),
  ...landing('libre', ['/pre-etat-date/libre', '/solution/pre-etat-date/libre']),
  ...landing('enligne', ['/pre-etat-date/enligne', '/solution/pre-etat-date/enligne']),
  ...landing('facile', ['/pre-etat-date/facile']),
  ...landing('moinscher', ['/pre-etat-date/moins/cher', '/solution/pre-etat-date/moins-cher']),
  same(HELP_PATH, 'help'),
  alias(P.faq, 'help', HELP_PATH),
  same(P.schedule, 'schedule'),
  same(P.whatIs, 'what-is'),
  alias('/le-pre-etat-date-c-est-quoi', 'what-is', P.whatIs),
  alias('/dossiers/le-pre-etat-date-c-est-quoi', 'what-is', P.whatIs),
  same('/dossiers/comment-lire-un-pre-etat-date', 'how-to-read'),
  same('/pourquoi-le-pre-etat-date', 'why'),
  alias('/dossiers/le-pre-etat-date-en-vente-immobiliere', 'why', '/pourquoi-le-pre-etat-date'),
  same(P.documents, 'documents'),
  alias('/aide/pre-etat-date/documents-necessaires', 'documents', P.documents),
  {
    path: DOCUMENTS_CITY_PATH,
    page: 'documents-city',
    canonical: DOCUMENTS_CITY_PATH,
    dynamic: true,
    params: { city: { kind: 'commune' } },
  },
  {
    path: DOCUMENTS_CITY_HELP_PATH,
    page: 'documents-city',
    canonical: DOCUMENTS_CITY_PATH,
    dynamic: true,
    // React Router matches whole segments only: 'documents-necessaires-{city}'
    params: { slug: { kind: 'commune', prefix: DOCUMENTS_CITY_HELP_PREFIX } },
  },
  same(P.freeTemplate, 'free-template'),
  alias('/en-ligne/commander/pre-etat-date-gratuit', 'free-template', P.freeTemplate),
  same(P.professionals, 'professionals'),
  alias('/services/pre-etat-date/professionnels-de-l-immobilier', 'professionals', P.professionals),
  same(P.accounting, 'accounting'),
  same(P.legalNotice, 'legal-notice'),
  same(P.terms, 'terms'),
];
