/**
 * The paths of mf-marketing's pages that other code links to (the shell's header and footer,
 * the API's e-mails). The table of every page it renders is its own (mf-marketing's
 * site-routes.ts), published with its deployment (docs/decisions/087).
 */
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
export const DOCUMENTS_CITY_PATH = '/documents-pre-etat-date/:city';
/** React Router matches whole segments only: 'documents-necessaires-{city}' is read by the page. */
export const DOCUMENTS_CITY_HELP_PATH = '/aide/pre-etat-date/:slug';
export const DOCUMENTS_CITY_HELP_PREFIX = 'documents-necessaires-';

export function cityDocumentsPath(slug: string): string {
  return DOCUMENTS_CITY_PATH.replace(':city', slug);
}
