import { useSelector } from 'react-redux';
import type { ShellState } from '@ped/contracts';
import { customerTypeForSession, type CustomerType, type Session } from '@ped/domain';

/** The shell's session (null for a visitor or while unknown). */
export function useSession(): Session | null {
  return useSelector((state: Pick<ShellState, 'account'>) => state.account?.session ?? null);
}

/** TTC for visitors and plain customers, HT for professionals (docs/product.md §6.1). */
export function useCustomerType(): CustomerType {
  return customerTypeForSession(useSession());
}
