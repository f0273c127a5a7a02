import Stripe from 'stripe';
import { nowSeconds, sandboxId, type SandboxObject } from './state';

/** Sends a signed webhook body to the API; resolves once the API has answered. */
export type WebhookDelivery = (body: string, signature: string) => Promise<void>;

export interface SandboxEvent {
  id: string;
  object: 'event';
  type: string;
  created: number;
  livemode: false;
  api_version: string;
  pending_webhooks: number;
  request: { id: null; idempotency_key: null };
  data: { object: SandboxObject };
}

/**
 * Builds Stripe-shaped events, signs them with the sandbox webhook secret (the same
 * `Stripe-Signature` scheme as Stripe, via `generateTestHeaderString`) and delivers them.
 * Keeps what it sent so a developer (or a test) can look at or replay it.
 */
export function createEventEmitter(secret: string, deliver: WebhookDelivery) {
  const sent: SandboxEvent[] = [];

  function sign(body: string): string {
    return Stripe.webhooks.generateTestHeaderString({ payload: body, secret });
  }

  async function emit(type: string, object: SandboxObject): Promise<void> {
    const event: SandboxEvent = {
      id: sandboxId('evt'),
      object: 'event',
      type,
      created: nowSeconds(),
      livemode: false,
      api_version: Stripe.API_VERSION,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object: structuredClone(object) },
    };
    sent.push(event);
    const body = JSON.stringify(event);
    await deliver(body, sign(body));
  }

  return { emit, sign, sent: (): readonly SandboxEvent[] => sent };
}
