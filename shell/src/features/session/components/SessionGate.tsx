import type { ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { selectAccount } from '@ped/contracts';
import { LoadingScreen } from '@ped/ui';

/** docs/product.md §2.6: a loading screen while the session is unknown, so nothing renders as the wrong person. */
export function SessionGate({ children }: { children: ReactNode }) {
  const { isAuthenticated } = useSelector(selectAccount);
  if (isAuthenticated === null) return <LoadingScreen label="Chargement de votre session…" />;
  return <>{children}</>;
}
