import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A partner's single sign-on token: `base64url(JSON payload).base64url(HMAC-SHA256(payload part))`,
 * signed with the secret we share with that partner. The payload names the person
 * (`email`, optional `name`) and expires soon (`exp`, seconds since the epoch).
 */
export interface PartnerTokenPayload {
  email: string;
  name?: string;
  exp: number;
}

export type PartnerTokenCheck =
  | { ok: true; payload: PartnerTokenPayload }
  | { ok: false; reason: 'malformed' | 'signature' | 'expired' | 'too-long' };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function signPartnerToken(payload: PartnerTokenPayload, secret: string): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
}

/** Checks signature first (nothing of an unsigned payload is trusted), then shape and expiry. */
export function verifyPartnerToken(
  token: string,
  secret: string,
  maxAgeSeconds: number,
  nowMs: number = Date.now(),
): PartnerTokenCheck {
  const parts = token.split('.');
  if (parts.length !== 2 || !parts[0] || !parts[1]) return { ok: false, reason: 'malformed' };
  const [body, signature] = parts as [string, string];
  const expected = createHmac('sha256', secret).update(body).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: 'signature' };

  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  const { email, name, exp } = (payload ?? {}) as Record<string, unknown>;
  if (
    typeof email !== 'string' ||
    !EMAIL.test(email) ||
    typeof exp !== 'number' ||
    (name !== undefined && typeof name !== 'string')
  ) {
    return { ok: false, reason: 'malformed' };
  }
  const now = nowMs / 1000;
  if (exp <= now) return { ok: false, reason: 'expired' };
  // a partner may not mint long-lived tokens: a leaked link stops working within minutes
  if (exp - now > maxAgeSeconds) return { ok: false, reason: 'too-long' };
  return { ok: true, payload: { email, exp, ...(name ? { name } : {}) } };
}

/** SSO_PARTNERS: a JSON object partner key -> shared secret. */
export function parsePartnerSecrets(json: string): Map<string, string> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    throw new Error('SSO_PARTNERS doit être un objet JSON {"partenaire": "secret"}');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    throw new Error('SSO_PARTNERS doit être un objet JSON {"partenaire": "secret"}');
  const entries = Object.entries(parsed as Record<string, unknown>);
  for (const [partner, secret] of entries) {
    if (typeof secret !== 'string' || secret.length < 16)
      throw new Error(
        `SSO_PARTNERS : le secret de « ${partner} » doit compter au moins 16 caractères`,
      );
  }
  return new Map(entries as Array<[string, string]>);
}
