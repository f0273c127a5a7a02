import type { FastifyInstance } from 'fastify';
import type { WebhookDeliveryPage } from '@ped/schemas';
import { jobModel } from '../../src/models/job';
import { WEBHOOK_DELIVERY_JOB } from '../../src/services/webhooks/publish';
import { bearer } from '../helpers/accounts';

/** Adds an endpoint as the owner does in Paramètres; returns it and its secret. */
export async function addEndpoint(
  app: FastifyInstance,
  token: string,
  url: string,
  events: string[],
) {
  const response = await app.inject({
    method: 'POST',
    url: '/account/webhooks',
    headers: bearer(token),
    payload: { url, events },
  });
  if (response.statusCode !== 201) throw new Error(`webhook: ${response.body}`);
  return response.json().payload as { endpoint: { id: string }; secret: string };
}

/** The next pending delivery job, if any (to run the queue at its date, not to sleep). */
export async function nextDelivery(app: FastifyInstance) {
  return jobModel(app.mongoose.connection)
    .findOne({ name: WEBHOOK_DELIVERY_JOB, status: 'pending' })
    .sort({ runAt: 1 })
    .lean();
}

/** An admin action of the back office (POST /order/ready…), as staff click it. */
export async function adminAction(
  app: FastifyInstance,
  adminToken: string,
  action: string,
  order: { orderid: string; account: string },
) {
  const response = await app.inject({
    method: 'POST',
    url: `/order/${action}`,
    headers: bearer(adminToken),
    payload: { orderid: order.orderid, account: order.account, send_mail: false },
  });
  if (response.statusCode !== 200) throw new Error(`${action}: ${response.body}`);
  return response.json().payload;
}

export async function deliveriesOf(app: FastifyInstance, token: string, endpointId: string) {
  const response = await app.inject({
    method: 'GET',
    url: `/account/webhooks/${endpointId}/deliveries`,
    headers: bearer(token),
  });
  if (response.statusCode !== 200) throw new Error(`deliveries: ${response.body}`);
  return response.json().payload as WebhookDeliveryPage;
}
