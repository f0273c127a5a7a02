import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { formatCents } from '@ped/domain';
import { callerOrganisation } from '../../services/organisations/access';
import { payOrdersWithSavedCard } from '../../services/payments/intermediary-payment';
import { Envelope, ErrorEnvelope, errorResponses, ok } from '../../schemas/envelope';

const Body = Type.Object(
  {
    orders: Type.Array(Type.String({ minLength: 1, maxLength: 20, pattern: '^[A-Za-z0-9]+$' }), {
      minItems: 1,
      maxItems: 50,
      uniqueItems: true,
      errorMessage: 'Choisissez de 1 à 50 commandes différentes à régler',
    }),
    payment_method: Type.String({
      minLength: 3,
      maxLength: 100,
      pattern: '^pm_',
      errorMessage: 'Choisissez une carte enregistrée',
    }),
  },
  { additionalProperties: false },
);

const Result = Type.Object({
  orders: Type.Array(Type.String()),
  amount: Type.Integer({ description: 'centimes TTC' }),
  invoices: Type.Array(Type.String()),
});

/**
 * POST /billing/stripe/pay/intermediary: pays several outstanding orders of the caller's
 * organisation at once with a saved card (one PaymentIntent), marks them paid and issues
 * their invoices. Paying is allowed whatever the plan: a downgraded organisation still
 * settles what it owes.
 */
const intermediary: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/billing/stripe/pay/intermediary',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['paiement'],
        summary: 'Régler plusieurs commandes en une fois avec une carte enregistrée',
        body: Body,
        response: {
          200: Envelope(Result),
          402: ErrorEnvelope,
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      const { organisation, session } = await callerOrganisation(app, request.session);
      const { orders, amount, invoices } = await payOrdersWithSavedCard(app, {
        organisation,
        payer: session.account,
        orderids: request.body.orders,
        paymentMethod: request.body.payment_method,
      });
      return ok(
        { orders, amount, invoices: invoices.map((i) => i.number ?? '') },
        `${orders.length} commande${orders.length > 1 ? 's réglées' : ' réglée'} : ${formatCents(amount)} TTC`,
      );
    },
  );
};

export default intermediary;
