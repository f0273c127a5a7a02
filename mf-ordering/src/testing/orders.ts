import type { Order, OrderUpload } from '@ped/client';

/** An order as the API answers a save or a load, reduced to what the ordering remote reads. */
export function orderFixture(
  overrides: Partial<Omit<Order, 'stored'>> & { orderid: string; stored?: object },
): Order {
  return {
    account: 'vendeuse@exemple.fr',
    state: 'in-progress',
    paid: null,
    pending: false,
    stored: {},
    payload: { syndic: { has_password: false } },
    uploads: [],
    ...overrides,
  } as unknown as Order;
}

/** A document the API stored for an order. */
export function uploadFixture(
  overrides: Partial<OrderUpload> & Pick<OrderUpload, 'id'>,
): OrderUpload {
  return {
    url: `https://api.example.fr/files/orders/AB12CD/${overrides.id}.pdf`,
    name: `${overrides.id}.pdf`,
    mimetype: 'application/pdf',
    doctype: null,
    delivered: null,
    comment: '',
    uploaded: '2026-03-02T10:00:00.000Z',
    reading: { status: 'done', reason: null, guess: null },
    ...overrides,
  };
}
