import type { FastifyInstance } from 'fastify';
import type { Types } from 'mongoose';
import type { WebhookDeliveryPage } from '@ped/schemas';
import { webhookDeliveryModel, type WebhookDelivery } from '../../models/webhook-delivery';
import { findEndpoint } from './endpoints';
import { deliveryView } from './views';

/** A page of an endpoint's delivery log, the latest try first. */
export async function listDeliveries(
  app: FastifyInstance,
  organisation: Types.ObjectId,
  id: string,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<WebhookDeliveryPage> {
  const endpoint = await findEndpoint(app, organisation, id);
  const Deliveries = webhookDeliveryModel(app.mongoose.connection);
  const filter = { endpoint: endpoint._id };
  const [items, total] = await Promise.all([
    Deliveries.find(filter)
      .sort({ at: -1, _id: -1 })
      .skip((page - 1) * pageSize)
      .limit(pageSize)
      .lean<WebhookDelivery[]>(),
    Deliveries.countDocuments(filter),
  ]);
  return { items: items.map(deliveryView), total, page, pageSize };
}
