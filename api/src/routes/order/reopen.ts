import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { CORRECTION_REASON_MAX, transitionError } from '@ped/domain';
import { OrderRef, OrderSchema } from '@ped/schemas';
import { conflict } from '../../lib/http-errors';
import { Envelope, errorResponses, ok } from '../../schemas/envelope';
import { findOrderToEdit } from '../../services/orders/find-order';
import { actorOf } from '../../services/orders/history';
import { serializeOrder } from '../../services/orders/serialize';
import { withRegister } from '../../services/orders/register-view';
import { reopenOrder } from '../../services/notary-space/reopen-order';

/**
 * POST /order/reopen (admin): « Rouvrir (actualisation) » — a delivered order goes back to
 * production by the same transition as the notary's correction and the seller's free
 * update (done → need-refresh), with staff's reason; the delivered version stays in force
 * until « Terminer » delivers the next one (ADR 073).
 */
const reopen: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/order/reopen',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['commandes'],
        summary: 'Rouvre une commande terminée pour l’actualiser (administrateurs)',
        body: Type.Object(
          {
            ...OrderRef,
            reason: Type.String({
              minLength: 3,
              maxLength: CORRECTION_REASON_MAX,
              pattern: '\\S',
              errorMessage: `Indiquez pourquoi la commande est rouverte (${CORRECTION_REASON_MAX} caractères au plus)`,
            }),
          },
          { additionalProperties: false },
        ),
        response: { 200: Envelope(OrderSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { orderid, account, reason } = request.body;
      const order = await findOrderToEdit(app, orderid, { as: 'admin', account });
      if (order.state !== 'done') throw conflict(transitionError(order.state, 'need-refresh'));
      const reopened = await reopenOrder(app, order.orderid, {
        kind: 'reopen',
        by: actorOf(request.session),
        reason: reason.trim(),
        upload_id: null,
      });
      const view = serializeOrder(reopened, {
        admin: true,
        encryptionKey: app.config.ENCRYPTION_KEY,
      });
      return ok(
        await withRegister(app.mongoose.connection, view, reopened.registration_id),
        `Commande ${reopened.orderid} rouverte : livrez la nouvelle version avec « Terminer »`,
      );
    },
  );
};

export default reopen;
