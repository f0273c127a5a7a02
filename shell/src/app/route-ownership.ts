import { matchPath } from 'react-router-dom';
import type { RemoteName } from '@ped/contracts';

/**
 * Which remote owns which paths (DESIGN §2). Ordered: the first matching pattern wins,
 * so specific marketing pages come before ordering's `/pre-etat-date/:orderID`.
 * A team adds pages under its own patterns without touching the shell.
 */
export const ROUTE_OWNERSHIP: ReadonlyArray<{ pattern: string; remote: RemoteName }> = [
  { pattern: '/mon-compte-professionnel/*', remote: 'proAccount' },
  // Offer landing pages that share the /pre-etat-date prefix with ordering.
  ...[
    '/pre-etat-date/pack-alur',
    '/pre-etat-date/alur',
    '/pre-etat-date/officiel',
    '/pre-etat-date/facile',
    '/pre-etat-date/enligne',
    '/pre-etat-date/privilege',
    '/pre-etat-date/libre',
    '/pre-etat-date/moins/cher',
  ].map((pattern) => ({ pattern, remote: 'marketing' as const })),
  // Ordering: the order flow, payment, confirmation and order detail.
  ...[
    '/pre-etat-date',
    '/pre-etat-date/commande',
    '/pre-etat-date/commande/:id',
    '/pre-etat-date/confirmation',
    '/pre-etat-date/en-ligne',
    '/pre-etat-date/prioritaire',
    '/pre-etat-date/:orderID',
    '/pre-etat-date-en-ligne',
    '/pre-etat-date-en-ligne/:orderID',
    '/demande/pre-etat-date',
    '/demande/pre-etat-date/:solutionName',
    '/en-ligne/commander/pre-etat-date/:solutionName',
  ].map((pattern) => ({ pattern, remote: 'ordering' as const })),
  // Content pages (SPEC §2). Families end in /* so marketing adds pages below them freely.
  ...[
    '/',
    '/solution/*',
    '/contact-aide-pre-etat-date',
    '/aide/*',
    '/le-pre-etat-date',
    '/le-pre-etat-date-c-est-quoi',
    '/dossiers/*',
    '/pourquoi-le-pre-etat-date',
    '/documents-pre-etat-date',
    '/documents-pre-etat-date/:city',
    '/pre-etat-date-gratuit',
    '/en-ligne/commander/pre-etat-date-gratuit',
    '/professionnels-de-l-immobilier',
    '/services/*',
    '/gestion-administratif-comptable',
    '/mentions-legales',
    '/conditions-generales-de-vente',
    '/offres',
  ].map((pattern) => ({ pattern, remote: 'marketing' as const })),
];

/** Paths the shell renders itself: they must work even when every remote is down. */
export const SHELL_PATHS = { notFound: '/page-introuvable', sso: '/sso', pro: '/pro' } as const;

export function ownerOf(pathname: string): RemoteName | null {
  const entry = ROUTE_OWNERSHIP.find(({ pattern }) =>
    matchPath({ path: pattern, end: true }, pathname),
  );
  return entry?.remote ?? null;
}
