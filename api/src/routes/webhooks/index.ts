import type { FastifyPluginAsync } from 'fastify';
import listWebhooks from './list';
import createWebhook from './create';
import updateWebhook from './update';
import removeWebhook from './remove';
import rotateWebhookSecret from './rotate';
import sendWebhookTest from './test-event';
import listWebhookDeliveries from './deliveries';

/**
 * The organisation's webhook endpoints (Paramètres), for its owner on a plan with use_api:
 * list, add, change, delete, renew the secret, send a test event, read the delivery log
 * (docs/decisions/048-webhooks.md).
 */
const webhooks: FastifyPluginAsync = async (app) => {
  await app.register(listWebhooks);
  await app.register(createWebhook);
  await app.register(updateWebhook);
  await app.register(removeWebhook);
  await app.register(rotateWebhookSecret);
  await app.register(sendWebhookTest);
  await app.register(listWebhookDeliveries);
};

export default webhooks;
