import { orderModel } from '../../src/models/order';
import type { FastifyInstance } from 'fastify';
import { bearer } from './accounts';

/** A complete order form (Confort, documents through the syndic's extranet). */
export function completeForm(email: string) {
  return {
    offer: 'cle',
    valid: true,
    email,
    address: '12 rue des Lilas',
    zipcode: '69003',
    city: 'Lyon',
    lots: [
      {
        number: '12',
        kind: 'appartement',
        description: 'T3 au 2e étage',
        tantiemes: 120,
        tantiemes_total: 10000,
      },
    ],
    owners: [
      {
        firstname: 'Claire',
        lastname: 'Martin',
        address: '12 rue des Lilas',
        zipcode: '69003',
        city: 'Lyon',
      },
    ],
    invoiced: false,
    // the date of the accounts' AG: « Terminer » is refused without it (document-checks.ts)
    dt_based: '2026-03-12',
    method: 'extranet',
    syndic: {
      name: 'Cabinet Durand',
      url: 'https://extranet.durand.fr',
      username: 'cmartin',
      password: 'S3cret-extranet!',
    },
  };
}

/** Stores an order through the route; returns the order payload. */
export async function storeOrderAs(
  app: FastifyInstance,
  token: string | null,
  body: Record<string, unknown>,
) {
  const response = await app.inject({
    method: 'POST',
    url: '/order/store',
    headers: bearer(token),
    payload: { orderid: null, confirmed: null, billing_mode: null, ...body },
  });
  if (response.statusCode !== 200)
    throw new Error(`store: ${response.statusCode} ${response.body}`);
  return response.json().payload as {
    orderid: string;
    account: string;
    state: string;
    [key: string]: unknown;
  };
}

/** Staff's « Terminer », as in the admin panel: the order made ready, then delivered. */
export async function finishAsStaff(
  app: FastifyInstance,
  adminToken: string,
  orderid: string,
  account: string,
) {
  await orderModel(app.mongoose.connection).updateOne({ orderid }, { $set: { state: 'ready' } });
  const done = await app.inject({
    method: 'POST',
    url: '/order/done',
    headers: bearer(adminToken),
    payload: { orderid, account },
  });
  expect({ status: done.statusCode, message: done.json().message }).toMatchObject({
    status: 200,
  });
}
