import type { FastifyInstance } from 'fastify';
import { bearer } from './accounts';

/**
 * Saves a sandbox test card for the caller's organisation as the browser does: setup-mode
 * Checkout, then the hosted page's form. 4000 0000 0000 0341 is saved but refused when charged.
 */
export async function saveSandboxCard(
  app: FastifyInstance,
  token: string,
  number = '4242 4242 4242 4242',
): Promise<void> {
  const setup = await app.inject({
    method: 'POST',
    url: '/billing/stripe/checkout/setup',
    headers: bearer(token),
    payload: {
      next: '/mon-compte-professionnel/encours',
      cancel: '/mon-compte-professionnel/encours',
    },
  });
  if (setup.statusCode !== 200) throw new Error(`setup: ${setup.statusCode} ${setup.body}`);
  const page = await fetch(setup.json().payload.url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      email: 'carte@agence.test',
      number,
      expiry: '09 / 41',
      cvc: '123',
      name: 'Jeanne Martin',
    }),
    redirect: 'manual',
  });
  if (page.status !== 303) throw new Error(`carte non enregistrée : ${page.status}`);
}
