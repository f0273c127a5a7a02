import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { Envelope, errorResponses, ok } from '../../schemas/envelope';
import { OrderSchema, nullable } from '@ped/schemas';
import { OrderFormSchema } from '../../schemas/order-form';
import { serializeOrder } from '../../services/orders/serialize';
import { storeOrder } from '../../services/orders/store-order';
import { BillingModeSchema, Email, visitorRateLimit } from './schemas';

const StoreBody = Type.Object(
  {
    orderid: nullable(Type.String({ minLength: 1, maxLength: 20, pattern: '^[A-Za-z0-9]+$' })),
    account: Email,
    stored: OrderFormSchema,
    confirmed: Type.Optional(nullable(Type.Boolean())),
    billing_mode: Type.Optional(
      nullable(BillingModeSchema as typeof BillingModeSchema & { type: string }, {
        errorMessage: 'Mode de facturation inconnu',
      }),
    ),
  },
  { additionalProperties: false },
);

/** POST /order/store (docs/product.md §7.2): creates or updates a draft, confirms it when `confirmed`. */
const store: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/order/store',
    {
      preHandler: app.identify,
      config: visitorRateLimit,
      schema: {
        tags: ['commandes'],
        body: StoreBody,
        response: { 200: Envelope(OrderSchema), ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) => {
      const { body, session } = request;
      const order = await storeOrder(app, session, {
        ...body,
        confirmed: body.confirmed ?? null,
        billing_mode: body.billing_mode ?? null,
      });
      const view = serializeOrder(order.toObject(), {
        admin: Boolean(session?.is_admin),
        encryptionKey: app.config.ENCRYPTION_KEY,
      });
      return ok(view, body.confirmed ? 'Commande confirmée' : 'Commande enregistrée');
    },
  );
};

export default store;
