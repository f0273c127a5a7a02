import { matchPath } from 'react-router-dom';
import type { PageRemoteName } from '@ped/contracts';
import type { SkeletonLayout } from '@ped/ui';
import { PRO_ACCOUNT_PATHS } from '@ped/contracts/paths';

/** The shape of the page a remote renders at a path, drawn while its code loads (issue 18). */
export function skeletonLayoutFor(remote: PageRemoteName, pathname: string): SkeletonLayout {
  if (remote === 'ordering') return 'form';
  if (remote === 'proAccount' && matchPath(PRO_ACCOUNT_PATHS.login, pathname)) return 'sign-in';
  return 'content';
}
