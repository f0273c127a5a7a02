import type { Session } from '@ped/domain';
import type { OrderHistoryEntry } from '../../models/order';

/** Who acted, as written in an order's history. */
export const actorOf = (session: Session | null): string =>
  session ? session.account : 'visiteur';

export function historyEntry(
  by: string,
  action: string,
  from: string | null,
  to: string | null,
): OrderHistoryEntry {
  return { at: new Date(), by, action, from, to };
}
