import type { FastifyPluginAsync } from 'fastify';
import health from './health';
import documents from './documents';
import account from './account';
import catalogs from './catalogs';
import users from './users';
import tracking from './tracking';
import billingWebhook from './billing/webhook';
import billingCheckout from './billing/checkout';
import billingPaymentLink from './billing/payment-link';
import invoices from './invoices';
import apiKeys from './api-keys';
import settings from './settings';

/** Every route plugin, by domain. */
export const routes: FastifyPluginAsync[] = [health, documents, tracking, account, users, catalogs, invoices, apiKeys, settings, billingWebhook, billingCheckout, billingPaymentLink];
