import type { FastifyInstance } from 'fastify';
import { isOutstandingOrder, isUnfilledDraft, ORDER_STATES } from '@ped/domain';
import { orderModel } from '../../src/models/order';
import { LISTED_ORDERS, OUTSTANDING_ORDERS } from '../../src/services/lists/order-filters';
import { createTestApp } from '../helpers/test-app';

/**
 * The list queries restate two domain predicates for the database: on the same orders,
 * each query finds exactly the orders its predicate accepts.
 */
describe('order list filters agree with the domain', () => {
  let app: FastifyInstance;
  const forms = [
    {},
    { address: '' },
    { address: '   ' },
    { address: '3 rue Neuve' },
    { lots: [] },
    { lots: [{ number: '1' }] },
    { address: ' ', lots: [] },
  ];
  const uploads = [[], [{ key: 'k', url: 'u', mimetype: 'application/pdf' }]];
  const paidDates = [null, new Date('2026-02-01')];
  const orders = ORDER_STATES.flatMap((state) =>
    forms.flatMap((stored) =>
      uploads.flatMap((files) =>
        paidDates.map((paid) => ({ state, stored, uploads: files, paid })),
      ),
    ),
  ).map((order, n) => ({ ...order, orderid: `F${String(n).padStart(5, '0')}`, account: 'f@x.fr' }));

  beforeAll(async () => {
    app = await createTestApp({ SCHEDULER_ENABLED: 'false' });
    await orderModel(app.mongoose.connection).insertMany(orders);
  });
  afterAll(async () => {
    await app.close();
  });

  const found = async (filter: Record<string, unknown>) =>
    (await orderModel(app.mongoose.connection).find(filter).select({ orderid: 1 }).lean())
      .map((order) => order.orderid)
      .sort();

  it('LISTED_ORDERS finds the orders that are not unfilled drafts', async () => {
    const expected = orders.filter((order) => !isUnfilledDraft(order)).map((o) => o.orderid);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(orders.length);
    expect(await found(LISTED_ORDERS)).toEqual(expected.sort());
  });

  it('OUTSTANDING_ORDERS finds the orders still owed', async () => {
    const expected = orders.filter(isOutstandingOrder).map((o) => o.orderid);
    expect(await found(OUTSTANDING_ORDERS)).toEqual(expected.sort());
  });
});
