import type { FastifyPluginAsync } from 'fastify';
import health from './health';
import documents from './documents';
import account from './account';
import catalogs from './catalogs';
import users from './users';
import tracking from './tracking';
import order from './order';
import resources from './resources';
import files from './files';
import billingWebhook from './billing/webhook';
import billingCheckout from './billing/checkout';
import billingPaymentLink from './billing/payment-link';
import invoices from './invoices';
import apiKeys from './api-keys';
import settings from './settings';
import billingMethods from './billing/methods';
import billingIntermediary from './billing/intermediary';
import billingSubscriptions from './billing/subscriptions';
import sso from './sso';
import notarySpace from './notary-space';

/** Every route plugin, by domain. */
export const routes: FastifyPluginAsync[] = [
  health,
  documents,
  tracking,
  account,
  users,
  catalogs,
  invoices,
  apiKeys,
  settings,
  billingMethods,
  billingIntermediary,
  billingSubscriptions,
  billingWebhook,
  billingCheckout,
  billingPaymentLink,
  order,
  resources,
  files,
  sso,
  notarySpace,
];
