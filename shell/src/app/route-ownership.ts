import { matchRoutes } from 'react-router-dom';
import type { PageRemoteName, RouteParamRule, RouteTable } from '@ped/contracts';
import { looksLikeOrderId, offerForSolution } from '@ped/domain';
import { SHELL_PATHS } from '@ped/contracts/paths';

/**
 * The route of `pathname` and its parameters, ranked like React Router ranks routes, so a
 * static page wins over a pattern whatever the order (marketing's `/pre-etat-date/pack-alur`
 * over ordering's `/pre-etat-date/:orderID`).
 */
function matchIn(table: RouteTable, pathname: string) {
  const match = matchRoutes(
    table.map(({ path }, at) => ({ path, id: String(at) })),
    pathname,
  )?.[0];
  return match ? { route: table[Number(match.route.id)]!, params: match.params } : null;
}

export function ownerOf(pathname: string, table: RouteTable): PageRemoteName | null {
  return matchIn(table, pathname)?.route.remote ?? null;
}

/**
 * A French commune's slug: the server checks it against the official list, which the browser
 * never loads (scripts/city-slugs.mjs).
 */
export type CommuneCheck = (slug: string) => boolean;

function satisfies(rule: RouteParamRule, value: string, isCommune: CommuneCheck): boolean {
  switch (rule.kind) {
    case 'order-id':
      return looksLikeOrderId(value);
    case 'solution':
      return offerForSolution(value) !== null;
    case 'commune': {
      const prefix = rule.prefix ?? '';
      return value.startsWith(prefix) && isCommune(value.slice(prefix.length));
    }
  }
}

/**
 * Whether the app has a page at `pathname`: a remote's, with parameters that can name
 * something, or the shell's own. The static server answers 404 for the others (ADR 042),
 * with the shell's page, which shows « Page introuvable ».
 */
export function isKnownPath(
  pathname: string,
  table: RouteTable,
  isCommune: CommuneCheck = () => true,
): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === SHELL_PATHS.notFound) return false;
  if ((Object.values(SHELL_PATHS) as string[]).includes(path)) return true;
  const match = matchIn(table, path);
  if (!match) return false;
  return Object.entries(match.route.params ?? {}).every(([name, rule]) =>
    satisfies(rule, match.params[name] ?? '', isCommune),
  );
}

/** What the shell's server writes in the head of a page a remote renders in the browser. */
export interface ServerPageIndexing {
  noindex: boolean;
  /** canonical path, for an indexable page */
  canonical: string | null;
}

/**
 * Indexing of the pages the server sends without their content (ADR 037, 051), as their
 * remote published it, for crawlers that do not run the remotes' scripts.
 */
export function serverPageIndexing(pathname: string, table: RouteTable): ServerPageIndexing {
  const indexing = matchIn(table, pathname)?.route.indexing;
  if (!indexing) return { noindex: true, canonical: null };
  const { canonical } = indexing;
  return { noindex: false, canonical: canonical === 'self' ? pathname : (canonical ?? null) };
}
