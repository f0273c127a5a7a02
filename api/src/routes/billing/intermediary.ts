import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import Stripe from 'stripe';
import { formatCents, NOT_YET_OWED_STATES } from '@ped/domain';
import { orderModel, type Order } from '../../models/order';
import { callerOrganisation } from '../../lib/organisation-access';
import { conflict, HttpError, notFound } from '../../lib/http-errors';
import { organisationCustomer } from '../../payments/organisation-customer';
import { totalOfOrder } from '../../payments/order-pricing';
import { INTERMEDIARY_PURPOSE, recordIntermediaryPayment, registerIntermediaryPaymentEvents } from '../../payments/intermediary-payment';
import { Envelope, ErrorEnvelope, errorResponses, ok } from '../../schemas/envelope';

/** Orders in production and not paid yet: what "encours" lists and this route pays. */

const Body = Type.Object(
  {
    orders: Type.Array(Type.String({ minLength: 1, maxLength: 20, pattern: '^[A-Za-z0-9]+$' }), { minItems: 1, maxItems: 50, uniqueItems: true, errorMessage: 'Choisissez de 1 à 50 commandes différentes à régler' }),
    payment_method: Type.String({ minLength: 3, maxLength: 100, pattern: '^pm_', errorMessage: 'Choisissez une carte enregistrée' }),
  },
  { additionalProperties: false },
);

const Result = Type.Object({ orders: Type.Array(Type.String()), amount: Type.Integer({ description: 'centimes TTC' }), invoices: Type.Array(Type.String()) });

/**
 * POST /billing/stripe/pay/intermediary: pays several outstanding orders of the caller's
 * organisation at once with a saved card (one PaymentIntent), marks them paid and issues
 * their invoices. Paying is allowed whatever the plan: a downgraded organisation still
 * settles what it owes.
 */
const intermediary: FastifyPluginAsyncTypebox = async (app) => {
  registerIntermediaryPaymentEvents(app);
  const Orders = orderModel(app.mongoose.connection);

  app.post(
    '/billing/stripe/pay/intermediary',
    {
      preHandler: app.authenticate,
      schema: { tags: ['paiement'], summary: 'Régler plusieurs commandes en une fois avec une carte enregistrée', body: Body, response: { 200: Envelope(Result), 402: ErrorEnvelope, ...errorResponses(400, 401, 403, 404, 409) } },
    },
    async (request) => {
      const { organisation, session } = await callerOrganisation(app, request.session);
      const orders = await Orders.find({ orderid: { $in: request.body.orders }, organisation: organisation._id }).lean<Order[]>();
      const missing = request.body.orders.find((id) => !orders.some((o) => o.orderid === id));
      if (missing) throw notFound(`Commande introuvable : ${missing}`);
      const paid = orders.find((o) => o.paid);
      if (paid) throw conflict(`La commande ${paid.orderid} est déjà réglée`);
      const draft = orders.find((o) => NOT_YET_OWED_STATES.includes(o.state));
      if (draft) throw conflict(`La commande ${draft.orderid} n’est pas encore à régler`);

      let amount = 0;
      for (const order of orders) {
        const total = totalOfOrder(order, 'business', order.created);
        if (!total) throw conflict(`La commande ${order.orderid} ne peut pas être réglée en ligne`);
        amount += total.ttcCents;
      }

      const customer = await organisationCustomer(app, organisation, session.account);
      let intent: Stripe.PaymentIntent;
      try {
        intent = await app.payments.stripe.paymentIntents.create({
          amount,
          currency: 'eur',
          customer,
          payment_method: request.body.payment_method,
          confirm: true,
          off_session: true,
          receipt_email: session.account,
          description: `Règlement des commandes ${orders.map((o) => o.orderid).join(', ')}`,
          metadata: { purpose: INTERMEDIARY_PURPOSE, organisation: String(organisation._id), orders: orders.map((o) => o.orderid).join(',') },
        });
      } catch (error) {
        if (error instanceof Stripe.errors.StripeCardError) throw new HttpError(402, 'Paiement refusé par la banque : essayez avec une autre carte');
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.param?.includes('payment_method')) throw notFound('Carte introuvable : choisissez une carte enregistrée');
        throw error;
      }
      if (intent.status !== 'succeeded') throw new HttpError(402, 'Le paiement n’a pas abouti : aucune commande n’a été débitée');

      const invoices = await recordIntermediaryPayment(app, orders.map((o) => o.orderid), intent.id, new Date());
      return ok(
        { orders: orders.map((o) => o.orderid), amount, invoices: invoices.map((i) => i.number ?? '') },
        `${orders.length} commande${orders.length > 1 ? 's réglées' : ' réglée'} : ${formatCents(amount)} TTC`,
      );
    },
  );
};

export default intermediary;
