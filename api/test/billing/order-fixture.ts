import type { FastifyInstance } from 'fastify';
import type { PlanCode } from '@ped/domain';
import { accountModel } from '../../src/models/account';
import { organisationModel } from '../../src/models/organisation';
import type { StoredOrderForm } from '../../src/schemas/order-form';

/** A complete Confort order form: two lots (flat and cellar), documents uploaded, one option. */
export function confortForm(overrides: Partial<StoredOrderForm> = {}): StoredOrderForm {
  return {
    offer: 'cle',
    valid: true,
    email: 'vendeuse@example.fr',
    address: '12 rue des Lilas',
    zipcode: '75011',
    city: 'Paris',
    lots: [
      {
        number: '12',
        kind: 'appartement',
        description: 'T3 au 2e étage',
        tantiemes: 120,
        tantiemes_total: 10000,
      },
      { number: '45', kind: 'cave', description: '', tantiemes: 5, tantiemes_total: 10000 },
    ],
    owners: [
      {
        firstname: 'Claire',
        lastname: 'Martin',
        address: '12 rue des Lilas',
        zipcode: '75011',
        city: 'Paris',
      },
    ],
    notary: { name: 'Maître Durand', email: 'notaire@example.fr' },
    method: 'upload',
    links: [{ link: 'http://localhost:4000/files/orders/appel-de-fonds.pdf' }],
    syndic: { name: 'Syndic Dupont' },
    options: ['unlimited_modifications'],
    invoice: {
      firstname: 'Claire',
      lastname: 'Martin',
      address: '12 rue des Lilas',
      zipcode: '75011',
      city: 'Paris',
    },
    ...overrides,
  };
}

/** Stores then confirms an order the way the order flow does; returns its id. */
export async function confirmedOrder(
  app: FastifyInstance,
  account: string,
  stored: StoredOrderForm,
  headers: Record<string, string> = {},
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/order/store',
    headers,
    payload: { orderid: null, account, stored, confirmed: true },
  });
  if (response.statusCode !== 200)
    throw new Error(`POST /order/store ${response.statusCode}: ${response.body}`);
  return response.json().payload.orderid as string;
}

/** Submits the sandbox's hosted checkout form as a browser would. */
export function payOnHostedPage(url: string, card: string) {
  return fetch(url, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      email: 'vendeuse@example.fr',
      number: card,
      expiry: '12 / 40',
      cvc: '123',
      name: 'Claire Martin',
    }),
  });
}

/** A validated owner of a new organisation on `plan`, signed in. */
export async function proSession(app: FastifyInstance, plan: PlanCode, email: string) {
  const organisation = await organisationModel(app.mongoose.connection).create({
    name: `Agence ${email}`,
    subscription_plan: plan,
  });
  const account = await accountModel(app.mongoose.connection).create({
    email,
    role: 'owner',
    validated: true,
    organisation: organisation._id,
  });
  const { access_token } = await app.sessions.issue(String(account._id));
  return {
    organisationId: String(organisation._id),
    headers: { authorization: `Bearer ${access_token}` },
  };
}
