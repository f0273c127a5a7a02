import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ORDER_OPTIONS } from '@ped/domain';
import { conflict } from '../../lib/http-errors';
import { findOrder } from '../../services/orders/find-order';
import { Envelope, errorResponses, ok } from '../../schemas/envelope';
import { OrderId } from '@ped/schemas';
import { createOrderCheckout } from '../../services/payments/order-checkout';
import { customerTypeForOrder } from '../../services/payments/order-pricing';
import { confirmationPath, orderFlowPath } from '@ped/contracts/paths';

const CheckoutBody = Type.Object(
  {
    orderid: OrderId,
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
      // the same rule as reading the order (docs/decisions/010-order-access.md)
      const order = await findOrder(app, orderid, {
        as: 'reader',
        session: request.session,
        account,
      });
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
