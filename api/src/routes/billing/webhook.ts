import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type Stripe from 'stripe';
import { badRequest, conflict } from '../../lib/http-errors';
import { Envelope, errorResponses, ok } from '../../schemas/envelope';

const WebhookResult = Type.Object(
  { received: Type.Boolean(), duplicate: Type.Boolean() },
  { additionalProperties: false },
);

/**
 * POST /billing/stripe/webhook: Stripe's (or the local sandbox's) events. The signature is
 * computed over the exact bytes sent, so this route reads its JSON body as raw text; a
 * bad signature is refused and an event already applied is acknowledged without effect.
 * An event another delivery is applying right now answers 409: Stripe delivers it again
 * later, and applies it then if that delivery's instance died (ADR 072).
 */
const webhook: FastifyPluginAsyncTypebox = async (app) => {
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/billing/stripe/webhook',
    {
      schema: {
        tags: ['paiement'],
        summary: 'Événements Stripe (signés)',
        headers: Type.Object({
          'stripe-signature': Type.String({
            minLength: 1,
            errorMessage: 'Signature Stripe manquante',
          }),
        }),
        body: Type.String(),
        response: { 200: Envelope(WebhookResult), ...errorResponses(400, 409) },
      },
    },
    async (request) => {
      let event: Stripe.Event;
      try {
        event = app.payments.stripe.webhooks.constructEvent(
          request.body,
          request.headers['stripe-signature'],
          app.payments.webhookSecret,
        );
      } catch {
        throw badRequest('Signature du webhook invalide');
      }
      const outcome = await app.payments.process(event);
      request.log.info({ event: event.id, type: event.type, outcome }, 'Webhook Stripe');
      if (outcome === 'in-progress')
        throw conflict('Événement en cours de traitement : renvoyez-le plus tard');
      return ok(
        { received: true, duplicate: outcome === 'duplicate' },
        outcome === 'duplicate' ? 'Événement déjà traité' : 'Événement traité',
      );
    },
  );
};

export default webhook;
