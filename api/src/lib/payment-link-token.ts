import { createHmac, timingSafeEqual } from 'node:crypto';

export interface PaymentLinkClaims {
  orderid: string;
  /** the order's account (e-mail): a link stops working if the order changes hands */
  account: string;
  /** expiry, in seconds since the epoch */
  exp: number;
}

/** A key of its own, derived from the JWT secret, so a link can never pass for a session. */
const keyFor = (secret: string) => createHmac('sha256', secret).update('payment-link/v1').digest();

const mac = (secret: string, data: string) => createHmac('sha256', keyFor(secret)).update(data).digest('base64url');

/**
 * The key of a payment link: the claims and their HMAC, both base64url. Stateless, so any
 * API instance checks it; a changed claim or an expired link is refused.
 */
export function signPaymentLink(claims: PaymentLinkClaims, secret: string): string {
  const data = Buffer.from(JSON.stringify({ o: claims.orderid, a: claims.account, e: claims.exp })).toString('base64url');
  return `${data}.${mac(secret, data)}`;
}

export function verifyPaymentLink(token: string, secret: string, now: Date = new Date()): PaymentLinkClaims | null {
  const [data, signature, extra] = token.split('.');
  if (!data || !signature || extra !== undefined) return null;
  const expected = Buffer.from(mac(secret, data));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const { o, a, e } = JSON.parse(Buffer.from(data, 'base64url').toString('utf8')) as { o?: unknown; a?: unknown; e?: unknown };
    if (typeof o !== 'string' || typeof a !== 'string' || typeof e !== 'number') return null;
    if (e * 1000 <= now.getTime()) return null;
    return { orderid: o, account: a, exp: e };
  } catch {
    return null;
  }
}
