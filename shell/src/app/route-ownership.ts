import { matchRoutes } from 'react-router-dom';
import type { PageRemoteName } from '@ped/contracts';
import { looksLikeOrderId, offerForSolution } from '@ped/domain';
import {
  ORDERING_PATTERNS,
  PRO_ACCOUNT_PATHS,
  SHELL_PATHS,
  SITE_ROUTES,
} from '@ped/contracts/paths';

/**
 * Which remote owns which paths (docs/architecture.md §2.3), from the paths each remote publishes in
 * @ped/contracts/paths: a remote adds a page there and the shell sends it that path.
 * Ranked like React Router ranks routes, so a static page wins over a pattern whatever the
 * order (marketing's `/pre-etat-date/pack-alur` over ordering's `/pre-etat-date/:orderID`).
 */
const OWNED_ROUTES: ReadonlyArray<{ path: string; remote: PageRemoteName }> = [
  ...SITE_ROUTES.map(({ path }) => ({ path, remote: 'marketing' as const })),
  ...ORDERING_PATTERNS.map((path) => ({ path, remote: 'ordering' as const })),
  { path: PRO_ACCOUNT_PATHS.all, remote: 'proAccount' },
];

export function ownerOf(pathname: string): PageRemoteName | null {
  const matches = matchRoutes([...OWNED_ROUTES], pathname);
  return matches?.[0]?.route.remote ?? null;
}

/** A route parameter's test: does this value name something the page can show? */
export type ParamChecks = Record<string, (value: string) => boolean>;

/**
 * What a route parameter must be for the page to exist, where no data is needed to tell:
 * a solution of the offers, the shape of an order id. A city needs the list of communes,
 * which only the server loads (scripts/city-slugs.mjs): it passes that check itself.
 */
const PARAM_CHECKS: ParamChecks = {
  solutionName: (value) => offerForSolution(value) !== null,
  orderID: looksLikeOrderId,
  id: looksLikeOrderId,
};

/**
 * Whether the app has a page at `pathname`: a remote's, with parameters that can name
 * something, or the shell's own. The static server answers 404 for the others (ADR 042),
 * with the shell's page, which shows « Page introuvable ».
 */
export function isKnownPath(pathname: string, serverChecks: ParamChecks = {}): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === SHELL_PATHS.notFound) return false;
  if ((Object.values(SHELL_PATHS) as string[]).includes(path)) return true;
  const match = matchRoutes([...OWNED_ROUTES], path)?.[0];
  if (!match) return false;
  const checks = { ...PARAM_CHECKS, ...serverChecks };
  return Object.entries(match.params).every(
    ([name, value]) => !checks[name] || checks[name](value ?? ''),
  );
}
