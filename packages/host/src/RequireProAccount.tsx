import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAccountGate } from '@ped/contracts';
import { LoadingScreen } from '@ped/ui';

/**
 * Wraps the pro account area (docs/product.md §4.6): a loading screen while the session
 * is unknown, the login page for visitors (coming back here after signing in), the
 * thank-you page for accounts not yet validated, the area itself otherwise.
 */
export function RequireProAccount({ children }: { children: ReactNode }) {
  const gate = useAccountGate();
  const location = useLocation();
  if (gate.status === 'unknown') return <LoadingScreen label="Vérification de votre session…" />;
  if (gate.status === 'redirect')
    return <Navigate to={gate.to} replace state={{ from: location.pathname + location.search }} />;
  return <>{children}</>;
}
