import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ADMIN_ACTION_KEYS } from '@ped/domain';
import { Envelope, ErrorEnvelope, errorResponses, ok } from '../../schemas/envelope';
import { OrderRef, OrderSchema } from '@ped/schemas';
import { runAdminAction } from '../../services/orders/admin-actions';
import { serializeOrder } from '../../services/orders/serialize';
import { ReviewChoiceSchema } from './schemas';

const ActionBody = Type.Object(
  { ...OrderRef, send_mail: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);
const DoneBody = Type.Object(
  {
    ...OrderRef,
    send_mail: Type.Optional(Type.Boolean()),
    send_review: Type.Optional(ReviewChoiceSchema),
  },
  { additionalProperties: false },
);

/** Admin order actions (docs/product.md §4.2, §7.2): POST /order/received|waiting|ready|confirmed|done|paid. */
const actions: FastifyPluginAsyncTypebox = async (app) => {
  for (const action of ADMIN_ACTION_KEYS) {
    app.post(
      `/order/${action}`,
      {
        preHandler: app.requireAdmin,
        schema: {
          tags: ['commandes'],
          body: action === 'done' ? DoneBody : ActionBody,
          response: {
            200: Envelope(OrderSchema),
            ...errorResponses(400, 401, 403, 404, 409),
            503: ErrorEnvelope,
          },
        },
      },
      async (request) => {
        const { order, message } = await runAdminAction(
          app,
          request.session!,
          action,
          request.body,
        );
        return ok(
          serializeOrder(order.toObject(), {
            admin: true,
            encryptionKey: app.config.ENCRYPTION_KEY,
          }),
          message,
        );
      },
    );
  }
};

export default actions;
