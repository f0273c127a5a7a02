import type { FastifyPluginAsync } from 'fastify';
import listWebhooks from './list';
import createWebhook from './create';
import updateWebhook from './update';
import removeWebhook from './remove';
import rotateWebhookSecret from './rotate';
import sendWebhookTest from './test-event';
import listWebhookDeliveries from './deliveries';
import { named } from '../../lib/named-plugin';

/**
 * The organisation's webhook endpoints (Paramètres), for its owner on a plan with use_api:
 * list, add, change, delete, renew the secret, send a test event, read the delivery log
 * (docs/decisions/048-webhooks.md).
 */
const webhooks: FastifyPluginAsync = async (app) => {
  await app.register(named(listWebhooks));
  await app.register(named(createWebhook));
  await app.register(named(updateWebhook));
  await app.register(named(removeWebhook));
  await app.register(named(rotateWebhookSecret));
  await app.register(named(sendWebhookTest));
  await app.register(named(listWebhookDeliveries));
};

export default webhooks;
