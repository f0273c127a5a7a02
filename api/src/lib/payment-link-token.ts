import { readSignedToken, signToken } from './signed-token';

export interface PaymentLinkClaims {
  orderid: string;
  /** the order's account (e-mail): a link stops working if the order changes hands */
  account: string;
  /** expiry, in seconds since the epoch */
  exp: number;
}

const PURPOSE = 'payment-link/v1';

/**
 * The key of a payment link: stateless, so any API instance checks it; a changed claim or
 * an expired link is refused.
 */
export function signPaymentLink(claims: PaymentLinkClaims, secret: string): string {
  return signToken(PURPOSE, { o: claims.orderid, a: claims.account, e: claims.exp }, secret);
}

export function verifyPaymentLink(
  token: string,
  secret: string,
  now: Date = new Date(),
): PaymentLinkClaims | null {
  const payload = readSignedToken(PURPOSE, token, secret);
  if (!payload) return null;
  const { o, a, e } = payload;
  if (typeof o !== 'string' || typeof a !== 'string' || typeof e !== 'number') return null;
  if (e * 1000 <= now.getTime()) return null;
  return { orderid: o, account: a, exp: e };
}
