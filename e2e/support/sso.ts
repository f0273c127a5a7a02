import { createHmac } from 'node:crypto';

/** The partner the e2e API trusts (playwright.config.ts passes it in SSO_PARTNERS). */
export const SSO_PARTNER = { key: 'century21', secret: 'e2e-only-century21-sso-secret' } as const;

/**
 * What the partner's site does to send an agent to /sso: `base64url(payload).base64url(HMAC-SHA256)`
 * with the shared secret, valid two minutes.
 */
export function partnerToken(email: string, validSeconds = 120): string {
  const body = Buffer.from(
    JSON.stringify({ email, exp: Math.floor(Date.now() / 1000) + validSeconds }),
  ).toString('base64url');
  return `${body}.${createHmac('sha256', SSO_PARTNER.secret).update(body).digest('base64url')}`;
}
