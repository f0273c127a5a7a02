import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { orderModel } from '../../models/order';
import { registerModel } from '../../models/register';
import { Envelope, errorResponses, ok } from '../../schemas/envelope';
import { OrderRef, OrderSchema } from '@ped/schemas';
import { normaliseRegistrationNumber, type OrderForm } from '@ped/domain';
import { notFound } from '../../lib/http-errors';
import { findOrderToEdit } from '../../services/orders/find-order';
import { actorOf, historyEntry } from '../../services/orders/history';
import { serializeOrder } from '../../services/orders/serialize';
import { withRegister } from '../../services/orders/register-view';
import { fileUploadsInRegister } from '../../services/orders/file-uploads';
import { BillingModeSchema } from './schemas';
import { RegistrationId } from '../resources/schemas';

const UploadId = Type.String({ pattern: '^[a-f0-9]{24}$', errorMessage: 'Document inconnu' });

/**
 * Admin: associate an order with a copropriété register (created on the way when staff ask,
 * at the order's address), file the order's uploads among its documents, change its billing mode.
 */
const associate: FastifyPluginAsyncTypebox = async (app) => {
  const { connection } = app.mongoose;
  const Order = orderModel(connection);
  const Register = registerModel(connection);
  const view = (order: Parameters<typeof serializeOrder>[0]) =>
    withRegister(
      connection,
      serializeOrder(order, { admin: true, encryptionKey: app.config.ENCRYPTION_KEY }),
      order.registration_id,
    );

  app.post(
    '/order/associate',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['commandes'],
        body: Type.Object(
          {
            ...OrderRef,
            registration_id: RegistrationId,
            /** create the copropriété when it is not registered yet, at the order's address */
            create: Type.Optional(Type.Boolean({ errorMessage: 'create : true ou false' })),
          },
          { additionalProperties: false },
        ),
        response: { 200: Envelope(OrderSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { orderid, account, create } = request.body;
      const registrationId = normaliseRegistrationNumber(request.body.registration_id);
      const order = await findOrderToEdit(app, orderid, { as: 'admin', account });
      const exists = await Register.exists({ _id: registrationId });
      if (!exists && !create)
        throw notFound(`Copropriété ${registrationId} introuvable : créez-la d’abord`);
      if (!exists) await Register.create({ _id: registrationId, address: orderAddress(order) });
      const updated = await Order.findByIdAndUpdate(
        order._id,
        {
          $set: { registration_id: registrationId, updated: new Date() },
          $push: {
            history: historyEntry(
              actorOf(request.session),
              'associate',
              order.registration_id ?? null,
              registrationId,
            ),
          },
        },
        { new: true },
      ).lean();
      return ok(
        await view(updated!),
        exists
          ? `Commande associée à la copropriété ${registrationId}`
          : `Copropriété ${registrationId} créée, commande associée`,
      );
    },
  );

  app.post(
    '/order/file-uploads',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['commandes'],
        summary:
          'Classe des documents transmis avec la commande parmi ceux de sa copropriété (administrateurs)',
        body: Type.Object(
          {
            ...OrderRef,
            upload_ids: Type.Array(UploadId, {
              minItems: 1,
              maxItems: 50,
              errorMessage: 'Cochez au moins un document à classer',
            }),
          },
          { additionalProperties: false },
        ),
        response: { 200: Envelope(OrderSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { orderid, account, upload_ids: uploadIds } = request.body;
      const order = await findOrderToEdit(app, orderid, { as: 'admin', account });
      const updated = await fileUploadsInRegister(app, order, uploadIds, actorOf(request.session));
      return ok(
        await view(updated.toObject()),
        `${uploadIds.length} document(s) classé(s) parmi ceux de la copropriété ${updated.registration_id}`,
      );
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
      return ok(await view(updated!), 'Mode de facturation modifié');
    },
  );
};

/** The building's address as the seller gave it: « 3 rue des Lilas, 69003 Lyon ». */
function orderAddress(order: { stored?: unknown }): string {
  const form = (order.stored ?? {}) as Partial<OrderForm>;
  const city = [form.zipcode, form.city].filter((part) => part?.trim()).join(' ');
  return [form.address?.trim(), city].filter(Boolean).join(', ');
}

export default associate;
