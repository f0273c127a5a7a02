import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ORDER_OPTIONS } from '@ped/domain';
import { orderModel, type Order } from '../../models/order';
import { conflict, notFound } from '../../lib/http-errors';
import { canAccessOrder, ORDER_NOT_FOUND } from '../../services/orders/access';
import { Envelope, errorResponses, ok } from '../../schemas/envelope';
import { createOrderCheckout } from '../../payments/order-checkout';
import { customerTypeForOrder } from '../../payments/order-pricing';
import { registerOrderPaymentEvents } from '../../payments/order-payment-events';
import { confirmationPath, orderFlowPath } from '@ped/contracts/paths';

const CheckoutBody = Type.Object(
  {
    orderid: Type.String({
      minLength: 1,
      maxLength: 20,
      pattern: '^[A-Za-z0-9]+$',
      errorMessage: 'Numéro de commande invalide',
    }),
    account: Type.String({
      format: 'email',
      maxLength: 254,
      errorMessage: 'Adresse e-mail invalide',
    }),
    /** the options shown on the recap the customer confirmed: refused if the order changed since */
    options: Type.Optional(
      Type.Array(Type.Union(ORDER_OPTIONS.map((o) => Type.Literal(o))), {
        maxItems: ORDER_OPTIONS.length,
      }),
    ),
  },
  { additionalProperties: false },
);

const CheckoutResult = Type.Object(
  { url: Type.String(), amount: Type.Integer({ description: 'centimes TTC' }) },
  { additionalProperties: false },
);

const sameOptions = (a: readonly string[], b: readonly string[]) =>
  [...a].sort().join() === [...b].sort().join();

/** POST /billing/stripe/checkout/order: pay an order by card through Stripe Checkout. */
const checkout: FastifyPluginAsyncTypebox = async (app) => {
  registerOrderPaymentEvents(app);
  const orders = orderModel(app.mongoose.connection);
  const appUrl = app.config.PUBLIC_APP_URL;

  app.post(
    '/billing/stripe/checkout/order',
    {
      preHandler: app.identify,
      schema: {
        tags: ['paiement'],
        summary: 'Ouvre le paiement par carte d’une commande',
        body: CheckoutBody,
        response: { 200: Envelope(CheckoutResult), ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const { orderid, account, options } = request.body;
      const order = await orders.findOne({ orderid: orderid.toUpperCase() }).lean<Order>();
      // the same rule as reading the order (docs/decisions/010-order-access.md)
      if (!order || !canAccessOrder(request.session, order, account))
        throw notFound(ORDER_NOT_FOUND);
      if (options && !sameOptions(options, order.payload?.options ?? [])) {
        throw conflict(
          'Les options de la commande ont changé : vérifiez le récapitulatif avant de payer',
        );
      }
      const result = await createOrderCheckout(
        app,
        order,
        customerTypeForOrder(order, request.session),
        {
          successUrl: `${appUrl}${confirmationPath(order.orderid)}`,
          cancelUrl: `${appUrl}${orderFlowPath(order.orderid, { paiement: 'annule' })}`,
          payerEmail: order.account,
        },
        request.session?.account ?? 'visiteur',
      );
      return ok(result, 'Redirection vers le paiement sécurisé');
    },
  );
};

export default checkout;
