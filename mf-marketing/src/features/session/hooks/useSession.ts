import { useSelector } from 'react-redux';
import type { Session } from '@ped/client';
import type { ShellState } from '@ped/contracts';

/** The signed-in session the shell keeps in `state.account`; null for a visitor. */
export function useSession(): Session | null {
  return useSelector(
    (state: Partial<Pick<ShellState, 'account'>>) => state.account?.session ?? null,
  );
}
