import { useSelector } from 'react-redux';
import { selectAccount } from '@ped/contracts';
import type { PlanCode, Session } from '@ped/domain';

/** The signed-in professional's session (the layout only renders for one) and its plan. */
export function useProSession(): { session: Session | null; plan: PlanCode } {
  const { session } = useSelector(selectAccount);
  return { session, plan: session?.organisation?.subscription_plan ?? 'free' };
}
