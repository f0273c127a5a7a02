import Fastify from 'fastify';
import { parseStripeForm } from './form-body';
import { sendStripeError } from './errors';
import { createEventEmitter, type SandboxEvent, type WebhookDelivery } from './events';
import { SANDBOX_ENDPOINTS } from './endpoints';
import { SandboxState } from './state';

export const SANDBOX_SECRET_KEY = 'sk_test_local_sandbox';
export const SANDBOX_WEBHOOK_SECRET = 'whsec_local_sandbox';

export interface StripeSandboxOptions {
  host: string;
  /** 0 = any free port */
  port: number;
  /** host name browsers use to reach the sandbox (the API's public host) */
  publicHost: string;
  deliver: WebhookDelivery;
}

export interface StripeSandbox {
  /** base URL, for the SDK and the hosted pages */
  url: string;
  host: string;
  port: number;
  /** webhook events sent so far, oldest first */
  sentEvents(): readonly SandboxEvent[];
  /** the Stripe-Signature header Stripe would send for this body */
  sign(body: string): string;
  close(): Promise<void>;
}

/**
 * The local payment sandbox (docs/architecture.md §3.3): a small HTTP server answering the Stripe
 * endpoints the API uses, in Stripe's formats (form-encoded requests, JSON objects and
 * errors), with a hosted checkout page that sends signed webhooks. The Stripe SDK talks to
 * it through its host/port/protocol options; nothing else knows it is not Stripe.
 */
export async function startStripeSandbox({
  host,
  port,
  publicHost,
  deliver,
}: StripeSandboxOptions): Promise<StripeSandbox> {
  const app = Fastify({ logger: false });
  const state = new SandboxState();
  const events = createEventEmitter(SANDBOX_WEBHOOK_SECRET, deliver);
  let publicUrl = '';

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, parseStripeForm(body as string));
    },
  );
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/v1/')) return;
    if (request.headers.authorization !== `Bearer ${SANDBOX_SECRET_KEY}`) {
      return sendStripeError(reply, 401, 'Invalid API Key provided.', {
        type: 'authentication_error',
      });
    }
  });
  app.setNotFoundHandler((request, reply) =>
    sendStripeError(
      reply,
      404,
      `Unrecognized request URL (${request.method}: ${request.url.split('?')[0]}). The local sandbox does not fake this endpoint.`,
    ),
  );

  const context = { state, publicUrl: () => publicUrl, emit: events.emit };
  for (const endpoints of SANDBOX_ENDPOINTS)
    await app.register(async (scope) => endpoints(scope, context));

  await app.listen({ host, port });
  const address = app.server.address();
  const boundPort = typeof address === 'object' && address ? address.port : port;
  publicUrl = `http://${publicHost}:${boundPort}`;

  return {
    url: publicUrl,
    host,
    port: boundPort,
    sentEvents: events.sent,
    sign: events.sign,
    close: () => app.close(),
  };
}
