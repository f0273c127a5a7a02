import { createHmac } from 'node:crypto';

/**
 * The signature header of a delivery, as Stripe writes it: `t=<unix seconds>,v1=<hex>`,
 * one `v1` per secret, each the HMAC-SHA256 of `t + "." + body` keyed with the whole
 * `whsec_…` string. The timestamp is signed too, so a receiver rejecting old ones defeats
 * replays.
 */
export function signatureHeader(body: string, secrets: string[], timestamp: number): string {
  const signed = `${timestamp}.${body}`;
  const signatures = secrets.map(
    (secret) => `v1=${createHmac('sha256', secret).update(signed).digest('hex')}`,
  );
  return [`t=${timestamp}`, ...signatures].join(',');
}
