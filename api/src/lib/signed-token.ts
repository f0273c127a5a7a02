import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Stateless signed tokens for links sent by e-mail: a JSON payload and its HMAC, both
 * base64url. Each purpose gets its own key derived from the JWT secret, so a token made for
 * one purpose (a document link) never passes for another (a session, a payment link).
 */
const keyFor = (secret: string, purpose: string) =>
  createHmac('sha256', secret).update(purpose).digest();

const mac = (secret: string, purpose: string, data: string) =>
  createHmac('sha256', keyFor(secret, purpose)).update(data).digest('base64url');

export function signToken(
  purpose: string,
  payload: Record<string, string | number>,
  secret: string,
): string {
  const data = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${data}.${mac(secret, purpose, data)}`;
}

/** The payload of a token signed for `purpose`, or null when it was not (or was altered). */
export function readSignedToken(
  purpose: string,
  token: string,
  secret: string,
): Record<string, unknown> | null {
  const [data, signature, extra] = token.split('.');
  if (!data || !signature || extra !== undefined) return null;
  const expected = Buffer.from(mac(secret, purpose, data));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const payload: unknown = JSON.parse(Buffer.from(data, 'base64url').toString('utf8'));
    return payload && typeof payload === 'object' && !Array.isArray(payload)
      ? (payload as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
