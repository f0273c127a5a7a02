import { normaliseEmail, type Session } from '@ped/domain';
import type { Types } from 'mongoose';

interface OwnedOrder {
  account: string;
  organisation?: Types.ObjectId | string | null;
  /** placed by a visitor with the account's e-mail, not yet confirmed by its holder */
  attach_pending?: boolean | null;
}

/**
 * A signed-in caller owns an order placed with its e-mail, and a professional every order
 * of its organisation (docs/product.md §6.1; the users area shares one organisation).
 */
export function ownsOrder(session: Session | null, order: OwnedOrder): boolean {
  if (!session) return false;
  if (normaliseEmail(session.account) === order.account && !order.attach_pending) return true;
  return Boolean(
    session.organisation &&
    order.organisation &&
    String(order.organisation) === session.organisation.id,
  );
}

/**
 * Who may see an order (docs/decisions/010-order-access.md): admins; its owner; and anyone
 * giving the order id together with the e-mail it was placed with, as a visitor has no
 * account. An order of an organisation is never opened by e-mail alone.
 */
export function canAccessOrder(
  session: Session | null,
  order: OwnedOrder,
  email?: string | null,
): boolean {
  if (session?.is_admin || ownsOrder(session, order)) return true;
  return Boolean(email) && !order.organisation && normaliseEmail(email as string) === order.account;
}

/** The orders a signed-in caller owns by e-mail, as a query (see ownsOrder). */
export const ownedByEmailFilter = (email: string) => ({
  account: normaliseEmail(email),
  attach_pending: { $ne: true },
});

/** The same answer for "no such order" and "not yours": ids cannot be probed. */
export const ORDER_NOT_FOUND = 'Commande introuvable';
