import type { FastifyPluginAsync } from 'fastify';
import checkout from './checkout';
import intermediary from './intermediary';
import methods from './methods';
import paymentLink from './payment-link';
import subscriptions from './subscriptions';
import webhook from './webhook';
import { named } from '../../lib/named-plugin';

/** docs/product.md §7.4: payments, saved cards, subscriptions and Stripe's webhook. */
const billing: FastifyPluginAsync = async (app) => {
  await app.register(named(methods));
  await app.register(named(intermediary));
  await app.register(named(subscriptions));
  await app.register(named(webhook));
  await app.register(named(checkout));
  await app.register(named(paymentLink));
};

export default billing;
