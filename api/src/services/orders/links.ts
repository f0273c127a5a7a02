import type { FastifyInstance } from 'fastify';
import { HELP_PATH, PRO_ACCOUNT_PATHS, notarySpacePath, orderPath } from '@ped/contracts/paths';

/** A page of the site, absolute, for e-mails and payment redirects. */
export const appUrl = (app: FastifyInstance, path: string): string =>
  `${app.config.PUBLIC_APP_URL.replace(/\/$/, '')}${path}`;

/** The customer's order page, linked from every order e-mail. */
export const orderPageUrl = (app: FastifyInstance, orderid: string): string =>
  appUrl(app, orderPath(orderid));

/** Where the review request sends the customer (REVIEW_URL, else the contact page). */
export const reviewUrl = (app: FastifyInstance): string =>
  app.config.REVIEW_URL ?? appUrl(app, HELP_PATH);

/** The secure space of a shared order: the token is the only credential. */
export const notarySpaceUrl = (app: FastifyInstance, token: string): string =>
  appUrl(app, notarySpacePath(token));

/**
 * The link of the payment e-mail that downloads the order's invoice without signing in:
 * the same signed key as the document link (it opens that one order's files), another path.
 */
export const orderInvoiceUrl = (app: FastifyInstance, orderid: string): string =>
  app.documents.documentLink({ orderid }).replace(/\/document\?/, '/invoice?');

/** The Espace Pro page where an organisation settles its deferred orders. */
export const proBillingUrl = (app: FastifyInstance): string =>
  appUrl(app, PRO_ACCOUNT_PATHS.billing);
