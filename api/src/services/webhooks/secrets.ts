import { randomBytes } from 'node:crypto';
import { WEBHOOK_SECRET_OVERLAP_HOURS } from '@ped/domain';
import type { WebhookEndpoint } from '../../models/webhook-endpoint';
import { decryptSecret, encryptSecret } from '../../lib/crypto';

export const WEBHOOK_SECRET_PREFIX = 'whsec_';
export const SECRET_OVERLAP_MS = WEBHOOK_SECRET_OVERLAP_HOURS * 60 * 60 * 1000;

/** A new signing secret (256 bits), `whsec_…` as integrators know it from Stripe. */
export const newWebhookSecret = (): string =>
  `${WEBHOOK_SECRET_PREFIX}${randomBytes(32).toString('base64url')}`;

export const sealSecret = (secret: string, encryptionKey: string): string =>
  encryptSecret(secret, encryptionKey);

/**
 * The secrets a delivery at `now` is signed with: the current one, and during a rotation's
 * overlap the former one too, so that a receiver still configured with it keeps accepting.
 */
export function signingSecrets(
  endpoint: Pick<WebhookEndpoint, 'secret' | 'previous_secret' | 'previous_secret_until'>,
  now: Date,
  encryptionKey: string,
): string[] {
  const secrets = [decryptSecret(endpoint.secret, encryptionKey)];
  if (
    endpoint.previous_secret &&
    endpoint.previous_secret_until &&
    endpoint.previous_secret_until.getTime() > now.getTime()
  )
    secrets.push(decryptSecret(endpoint.previous_secret, encryptionKey));
  return secrets;
}
