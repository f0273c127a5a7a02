import type { CustomerType } from './price-tiers';
import type { Session } from './session';

/**
 * Who is quoted HT: a connected member of a professional organisation. Visitors and plain
 * customers (no organisation) are consumers and see TTC prices (docs/product.md §6.1).
 */
export function customerTypeForSession(
  session: Pick<Session, 'connected' | 'organisation'> | null | undefined,
): CustomerType {
  return session?.connected && session.organisation ? 'business' : 'consumer';
}
