import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { orderModel } from '../../models/order';
import { registerModel } from '../../models/register';
import { Envelope, errorResponses, ok } from '../../schemas/envelope';
import { OrderRef, OrderSchema } from '@ped/schemas';
import { notFound } from '../../lib/http-errors';
import { findOrderToEdit } from '../../services/orders/find-order';
import { actorOf, historyEntry } from '../../services/orders/history';
import { serializeOrder } from '../../services/orders/serialize';
import { BillingModeSchema } from './schemas';
import { RegistrationId } from '../resources/schemas';

/** Admin: associate an order with a copropriété register, change its billing mode. */
const associate: FastifyPluginAsyncTypebox = async (app) => {
  const Order = orderModel(app.mongoose.connection);
  const Register = registerModel(app.mongoose.connection);
  const view = (order: Parameters<typeof serializeOrder>[0]) =>
    serializeOrder(order, { admin: true, encryptionKey: app.config.ENCRYPTION_KEY });

  app.post(
    '/order/associate',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['commandes'],
        body: Type.Object(
          { ...OrderRef, registration_id: RegistrationId },
          { additionalProperties: false },
        ),
        response: { 200: Envelope(OrderSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { orderid, account, registration_id } = request.body;
      const order = await findOrderToEdit(app, orderid, { as: 'admin', account });
      if (!(await Register.exists({ _id: registration_id })))
        throw notFound(`Copropriété ${registration_id} introuvable : créez-la d’abord`);
      const updated = await Order.findByIdAndUpdate(
        order._id,
        {
          $set: { registration_id, updated: new Date() },
          $push: {
            history: historyEntry(
              actorOf(request.session),
              'associate',
              order.registration_id ?? null,
              registration_id,
            ),
          },
        },
        { new: true },
      ).lean();
      return ok(view(updated!), `Commande associée à la copropriété ${registration_id}`);
    },
  );

  app.post(
    '/order/billing',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['commandes'],
        body: Type.Object(
          { ...OrderRef, mode: BillingModeSchema },
          { additionalProperties: false },
        ),
        response: { 200: Envelope(OrderSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { orderid, account, mode } = request.body;
      const order = await findOrderToEdit(app, orderid, { as: 'admin', account });
      const updated = await Order.findByIdAndUpdate(
        order._id,
        {
          $set: { billing_mode: mode, updated: new Date() },
          $push: {
            history: historyEntry(
              actorOf(request.session),
              'billing',
              order.billing_mode ?? null,
              mode,
            ),
          },
        },
        { new: true },
      ).lean();
      return ok(view(updated!), 'Mode de facturation modifié');
    },
  );
};

export default associate;
