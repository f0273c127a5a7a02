import type { FastifyInstance } from 'fastify';

/** The customer's order page, linked from every order e-mail. */
export const orderPageUrl = (app: FastifyInstance, orderid: string): string =>
  `${app.config.PUBLIC_APP_URL.replace(/\/$/, '')}/pre-etat-date/commande/${orderid}`;

/** Where the review request sends the customer (REVIEW_URL, else the contact page). */
export const reviewUrl = (app: FastifyInstance): string =>
  app.config.REVIEW_URL ??
  `${app.config.PUBLIC_APP_URL.replace(/\/$/, '')}/contact-aide-pre-etat-date`;
