import type { LandingKey } from '@ped/domain';

/**
 * mf-marketing's pages (content and offer landing pages): the single source of truth read by
 * its App (to route), by its scripts/sitemap.mjs (to list them) and by the shell (to send it
 * these paths).
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
}

const same = (path: string, page: PageKey): SiteRoute => ({ path, page, canonical: path });
const alias = (path: string, page: PageKey, canonical: string): SiteRoute => ({
  path,
  page,
  canonical,
});
const landing = (key: LandingKey, [canonical, ...aliases]: [string, ...string[]]): SiteRoute[] =>
  [canonical, ...aliases].map((path) => ({ path, page: 'landing', landing: key, canonical }));

/** Contact and help: where a customer with a question is sent (the API's e-mails included). */
export const HELP_PATH = '/contact-aide-pre-etat-date';

/** The canonical path of each page other code links to (the shell's header and footer). */
export const MARKETING_PATHS = {
  home: '/',
  offers: '/offres',
  help: HELP_PATH,
  /** the questions and answers, kept under their historical address */
  faq: '/aide/questions-reponses-sur-le-pre-etat-date',
  schedule: '/aide/nos-horaires',
  whatIs: '/le-pre-etat-date',
  documents: '/documents-pre-etat-date',
  freeTemplate: '/pre-etat-date-gratuit',
  professionals: '/professionnels-de-l-immobilier',
  accounting: '/gestion-administratif-comptable',
  legalNotice: '/mentions-legales',
  terms: '/conditions-generales-de-vente',
} as const;
const P = MARKETING_PATHS;

export const DOCUMENTS_CITY_PATH = '/documents-pre-etat-date/:city';
/** React Router matches whole segments only: 'documents-necessaires-{city}' is read by the page. */
export const DOCUMENTS_CITY_HELP_PATH = '/aide/pre-etat-date/:slug';
export const DOCUMENTS_CITY_HELP_PREFIX = 'documents-necessaires-';

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
  },
  {
    path: DOCUMENTS_CITY_HELP_PATH,
    page: 'documents-city',
    canonical: DOCUMENTS_CITY_PATH,
    dynamic: true,
  },
  same(P.freeTemplate, 'free-template'),
  alias('/en-ligne/commander/pre-etat-date-gratuit', 'free-template', P.freeTemplate),
  same(P.professionals, 'professionals'),
  alias('/services/pre-etat-date/professionnels-de-l-immobilier', 'professionals', P.professionals),
  same(P.accounting, 'accounting'),
  same(P.legalNotice, 'legal-notice'),
  same(P.terms, 'terms'),
];

export function cityDocumentsPath(slug: string): string {
  return DOCUMENTS_CITY_PATH.replace(':city', slug);
}
