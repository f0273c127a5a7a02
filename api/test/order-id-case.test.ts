import type { FastifyInstance } from 'fastify';
import { createAccount, tokenFor, bearer } from './helpers/accounts';
import { completeForm, storeOrderAs } from './helpers/orders';
import { createTestApp } from './helpers/test-app';

/**
 * Issue 19: order numbers are typed by people in either case, and every route finds an
 * order the same way. Before, `GET /order/pw6elq` answered 200 to an admin while
 * `GET /order/pw6elq/preview` answered 404, and a payment link for a lower-case number was
 * « Commande introuvable ».
 */
describe('an order number in lower case', () => {
  let app: FastifyInstance;
  let admin: string;
  let orderid: string;
  let account: string;

  beforeAll(async () => {
    app = await createTestApp({ SCHEDULER_ENABLED: 'false' });
    const staff = await createAccount(app, { email: 'admin@casse.test', is_admin: true });
    admin = await tokenFor(app, String(staff._id));
    const email = 'vendeur@casse.test';
    const order = await storeOrderAs(app, null, { account: email, stored: completeForm(email) });
    orderid = order.orderid;
    account = order.account;
  });
  afterAll(() => app.close());

  const lower = () => orderid.toLowerCase();
  const query = () => `account=${encodeURIComponent(account)}`;

  it.each([
    ['the order', () => `/order/${lower()}?${query()}`],
    ['the preview', () => `/order/${lower()}/preview?${query()}`],
    ['the versions', () => `/order/${lower()}/versions?${query()}`],
    ['the figures', () => `/order/${lower()}/figures?${query()}`],
    ['the building record', () => `/order/${lower()}/building-record?${query()}`],
  ])('opens %s for an admin as the upper-case number does', async (_label, url) => {
    const lowerCase = await app.inject({ method: 'GET', url: url(), headers: bearer(admin) });
    const upperCase = await app.inject({
      method: 'GET',
      url: url().replace(lower(), orderid),
      headers: bearer(admin),
    });
    expect(upperCase.statusCode).toBe(200);
    expect(lowerCase.statusCode).toBe(200);
  });

  it('opens the order for the visitor who placed it', async () => {
    const response = await app.inject({ method: 'GET', url: `/order/${lower()}?${query()}` });
    expect(response.statusCode).toBe(200);
    expect(response.json().payload.orderid).toBe(orderid);
  });

  it('lets an admin act on it', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/order/archive',
      headers: bearer(admin),
      payload: { orderid: lower(), account },
    });
    expect(response.statusCode).toBe(200);
  });

  it('refuses a number of the wrong shape in French, before any lookup', async () => {
    const response = await app.inject({ method: 'GET', url: `/order/ab-cd?${query()}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/Numéro de commande invalide/);
  });
});
