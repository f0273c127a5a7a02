import { matchRoutes } from 'react-router-dom';
import type { RemoteName } from '@ped/contracts';
import { ORDERING_PATTERNS, PRO_ACCOUNT_PATHS, SITE_ROUTES } from '@ped/contracts/paths';

/**
 * Which remote owns which paths (DESIGN §2), from the paths each remote publishes in
 * @ped/contracts/paths: a remote adds a page there and the shell sends it that path.
 * Ranked like React Router ranks routes, so a static page wins over a pattern whatever the
 * order (marketing's `/pre-etat-date/pack-alur` over ordering's `/pre-etat-date/:orderID`).
 */
const OWNED_ROUTES: ReadonlyArray<{ path: string; remote: RemoteName }> = [
  ...SITE_ROUTES.map(({ path }) => ({ path, remote: 'marketing' as const })),
  ...ORDERING_PATTERNS.map((path) => ({ path, remote: 'ordering' as const })),
  { path: PRO_ACCOUNT_PATHS.all, remote: 'proAccount' },
];

export function ownerOf(pathname: string): RemoteName | null {
  const matches = matchRoutes([...OWNED_ROUTES], pathname);
  return matches?.[0]?.route.remote ?? null;
}
