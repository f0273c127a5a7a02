import type { FastifyPluginAsync } from 'fastify';
import checkout from './checkout';
import intermediary from './intermediary';
import methods from './methods';
import paymentLink from './payment-link';
import subscriptions from './subscriptions';
import webhook from './webhook';

/** docs/product.md §7.4: payments, saved cards, subscriptions and Stripe's webhook. */
const billing: FastifyPluginAsync = async (app) => {
  await app.register(methods);
  await app.register(intermediary);
  await app.register(subscriptions);
  await app.register(webhook);
  await app.register(checkout);
  await app.register(paymentLink);
};

export default billing;
