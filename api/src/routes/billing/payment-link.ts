import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { OFFERS, canUseBillingMode, isOfferCode, lotCount, type OrderForm } from '@ped/domain';
import { orderModel, type Order } from '../../models/order';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-errors';
import { ORDER_NOT_FOUND } from '../../services/orders/access';
import { findOrder } from '../../services/orders/find-order';
import { signPaymentLink, verifyPaymentLink } from '../../lib/payment-link-token';
import { Envelope, errorResponses, ok } from '../../schemas/envelope';
import { OrderId } from '@ped/schemas';
import { createOrderCheckout } from '../../services/payments/order-checkout';
import { totalOfOrder } from '../../services/payments/order-pricing';
import { confirmationPath, orderFlowPath } from '@ped/contracts/paths';

const LinkKey = Type.String({
  minLength: 10,
  maxLength: 1000,
  errorMessage: 'Lien de paiement invalide',
});

const LinkResult = Type.Object(
  { url: Type.String(), expires: Type.String({ format: 'date-time' }) },
  { additionalProperties: false },
);

const LinkSummary = Type.Object(
  {
    orderid: Type.String(),
    offer: Type.String(),
    offer_name: Type.String(),
    address: Type.String(),
    lots: Type.Integer(),
    lines: Type.Array(
      Type.Object(
        { label: Type.String(), ttcCents: Type.Integer() },
        { additionalProperties: false },
      ),
    ),
    total_ttc_cents: Type.Integer(),
    paid: Type.Boolean(),
  },
  { additionalProperties: false },
);

const INVALID_LINK =
  'Ce lien de paiement est invalide ou a expiré : demandez-en un nouveau à votre professionnel';

/**
 * Payment links (the free plan's welcome notice, docs/product.md §4.6): a professional whose plan has
 * the feature sends its client a link; the client pays the order through it, signed in
 * nowhere. The link's key is signed (lib/payment-link-token.ts) and names the order.
 */
const paymentLink: FastifyPluginAsyncTypebox = async (app) => {
  const orders = orderModel(app.mongoose.connection);
  const { PUBLIC_APP_URL, JWT_SECRET, PAYMENT_LINK_VALIDITY_DAYS } = app.config;

  async function orderOfLink(orderid: string, key: string): Promise<Order> {
    const claims = verifyPaymentLink(key, JWT_SECRET);
    if (!claims || claims.orderid !== orderid) throw forbidden(INVALID_LINK);
    const order = await orders.findOne({ orderid, account: claims.account }).lean<Order>();
    if (!order) throw forbidden(INVALID_LINK);
    return order;
  }

  app.post(
    '/billing/payment-link',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['paiement'],
        summary: 'Génère un lien de paiement pour le client d’un professionnel',
        body: Type.Object({ orderid: OrderId }, { additionalProperties: false }),
        response: { 200: Envelope(LinkResult), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const session = request.session!;
      const organisation = session.organisation;
      if (!organisation || !canUseBillingMode(organisation.subscription_plan, 'payment_link')) {
        throw forbidden('Votre formule ne propose pas les liens de paiement');
      }
      const order = await findOrder(app, request.body.orderid, { as: 'reader', session });
      // a link is for a client of the organisation, not for the member's own orders
      if (String(order.organisation) !== organisation.id) throw notFound(ORDER_NOT_FOUND);
      if (order.paid) throw conflict('Cette commande est déjà payée');
      if (!totalOfOrder(order, 'business'))
        throw badRequest('Cette offre ne se règle pas en ligne');

      const expires = new Date(Date.now() + PAYMENT_LINK_VALIDITY_DAYS * 24 * 60 * 60 * 1000);
      const key = signPaymentLink(
        {
          orderid: order.orderid,
          account: order.account,
          exp: Math.floor(expires.getTime() / 1000),
        },
        JWT_SECRET,
      );
      await orders.updateOne(
        { orderid: order.orderid },
        {
          $set: { billing_mode: 'payment_link', updated: new Date() },
          $push: { history: { at: new Date(), by: session.account, action: 'payment-link' } },
        },
      );
      const url = `${PUBLIC_APP_URL}${orderFlowPath(order.orderid, { paiement: 'lien', cle: key })}`;
      return ok(
        { url, expires: expires.toISOString() },
        'Lien de paiement créé : envoyez-le à votre client',
      );
    },
  );

  app.get(
    '/billing/payment-link/:orderid',
    {
      schema: {
        tags: ['paiement'],
        summary: 'Ce que règle un lien de paiement',
        params: Type.Object({ orderid: OrderId }, { additionalProperties: false }),
        querystring: Type.Object({ cle: LinkKey }, { additionalProperties: false }),
        response: { 200: Envelope(LinkSummary), ...errorResponses(400, 403) },
      },
    },
    async (request) => {
      const order = await orderOfLink(request.params.orderid, request.query.cle);
      const total = totalOfOrder(order, 'business');
      const offer = order.payload?.offer;
      if (!total || !isOfferCode(offer)) throw badRequest('Cette offre ne se règle pas en ligne');
      const stored = (order.stored ?? {}) as Partial<OrderForm>;
      return ok({
        orderid: order.orderid,
        offer,
        offer_name: OFFERS[offer].name,
        address: [stored.address, [stored.zipcode, stored.city].filter(Boolean).join(' ')]
          .filter(Boolean)
          .join(', '),
        lots: lotCount(stored.lots ?? order.payload?.lots),
        lines: total.lines.map(({ label, ttcCents }) => ({ label, ttcCents })),
        total_ttc_cents: total.ttcCents,
        paid: Boolean(order.paid),
      });
    },
  );

  app.post(
    '/billing/payment-link/checkout',
    {
      schema: {
        tags: ['paiement'],
        summary: 'Ouvre le paiement d’une commande depuis un lien de paiement',
        body: Type.Object({ orderid: OrderId, cle: LinkKey }, { additionalProperties: false }),
        response: {
          200: Envelope(
            Type.Object(
              { url: Type.String(), amount: Type.Integer() },
              { additionalProperties: false },
            ),
          ),
          ...errorResponses(400, 403, 409),
        },
      },
    },
    async (request) => {
      const { orderid, cle } = request.body;
      const order = await orderOfLink(orderid, cle);
      const key = encodeURIComponent(cle);
      const result = await createOrderCheckout(
        app,
        order,
        'business',
        {
          successUrl: `${PUBLIC_APP_URL}${confirmationPath(orderid, key)}`,
          cancelUrl: `${PUBLIC_APP_URL}${orderFlowPath(orderid, { paiement: 'annule', cle: key })}`,
          payerEmail: null,
        },
        'lien de paiement',
      );
      return ok(result, 'Redirection vers le paiement sécurisé');
    },
  );
};

export default paymentLink;
