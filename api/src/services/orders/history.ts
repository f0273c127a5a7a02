import type { Session } from '@ped/domain';
import type { OrderHistoryEntry } from '../../models/order';

/** The actor of what the platform does by itself: payments, expiries, e-mails sent. */
export const SYSTEM_ACTOR = 'système';

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
