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
import billing from './billing';
import invoices from './invoices';
import apiKeys from './api-keys';
import settings from './settings';
import sso from './sso';
import notarySpace from './notary-space';
import apiV1 from './api-v1';
import webhooks from './webhooks';

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
  billing,
  order,
  resources,
  files,
  sso,
  notarySpace,
  apiV1,
  webhooks,
];
