import type { PageRemoteName, PublishedRoute } from '@ped/contracts';

/**
 * The routes of the page remotes as released before ADR 087, when the shell compiled them in:
 * such a deployment publishes none in its pages manifest. The shell's server uses them for a
 * remote whose manifest has no routes (a remote not redeployed since) or could never be read
 * since it started. Remove once every remote in production publishes its routes
 * (docs/decisions/087, « Consequences »).
 */
const indexable = (path: string): PublishedRoute => ({ path, indexing: {} });

export const ROUTES_BEFORE_087: Record<PageRemoteName, readonly PublishedRoute[]> = {
  marketing: [
    ...[
      '/',
      '/offres',
      '/pre-etat-date/privilege',
      '/pre-etat-date/officiel',
      '/pre-etat-date/pack-alur',
      '/pre-etat-date/alur',
      '/solution/pre-etat-date/pack-alur',
      '/pre-etat-date/libre',
      '/solution/pre-etat-date/libre',
      '/pre-etat-date/enligne',
      '/solution/pre-etat-date/enligne',
      '/pre-etat-date/facile',
      '/pre-etat-date/moins/cher',
      '/solution/pre-etat-date/moins-cher',
      '/contact-aide-pre-etat-date',
      '/aide/questions-reponses-sur-le-pre-etat-date',
      '/aide/nos-horaires',
      '/le-pre-etat-date',
      '/le-pre-etat-date-c-est-quoi',
      '/dossiers/le-pre-etat-date-c-est-quoi',
      '/dossiers/comment-lire-un-pre-etat-date',
      '/pourquoi-le-pre-etat-date',
      '/dossiers/le-pre-etat-date-en-vente-immobiliere',
      '/documents-pre-etat-date',
      '/aide/pre-etat-date/documents-necessaires',
      '/pre-etat-date-gratuit',
      '/en-ligne/commander/pre-etat-date-gratuit',
      '/professionnels-de-l-immobilier',
      '/services/pre-etat-date/professionnels-de-l-immobilier',
      '/gestion-administratif-comptable',
      '/mentions-legales',
      '/conditions-generales-de-vente',
    ].map(indexable),
    { path: '/documents-pre-etat-date/:city', params: { city: { kind: 'commune' } }, indexing: {} },
    {
      path: '/aide/pre-etat-date/:slug',
      params: { slug: { kind: 'commune', prefix: 'documents-necessaires-' } },
      indexing: {},
    },
  ],
  ordering: [
    { path: '/pre-etat-date/commande', indexing: { canonical: '/pre-etat-date/commande' } },
    { path: '/pre-etat-date', indexing: { canonical: '/pre-etat-date/commande' } },
    { path: '/pre-etat-date-en-ligne', indexing: { canonical: '/pre-etat-date/commande' } },
    { path: '/pre-etat-date/en-ligne', indexing: { canonical: '/pre-etat-date/commande' } },
    { path: '/pre-etat-date/prioritaire', indexing: { canonical: '/pre-etat-date/commande' } },
    { path: '/demande/pre-etat-date', indexing: { canonical: '/pre-etat-date/commande' } },
    {
      path: '/demande/pre-etat-date/:solutionName',
      params: { solutionName: { kind: 'solution' } },
      indexing: { canonical: 'self' },
    },
    {
      path: '/en-ligne/commander/pre-etat-date/:solutionName',
      params: { solutionName: { kind: 'solution' } },
      indexing: { canonical: 'self' },
    },
    { path: '/pre-etat-date/confirmation' },
    { path: '/pre-etat-date/commande/:id', params: { id: { kind: 'order-id' } } },
    { path: '/pre-etat-date/:orderID', params: { orderID: { kind: 'order-id' } } },
    { path: '/pre-etat-date-en-ligne/:orderID', params: { orderID: { kind: 'order-id' } } },
    { path: '/espace-notaire/:token' },
    { path: '/verification/:code' },
  ],
  proAccount: [{ path: '/mon-compte-professionnel/*' }],
};
