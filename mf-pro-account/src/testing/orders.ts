import type { Order } from '@ped/client';

/** An order of the organisation as GET /order/v2 returns it. */
export function orderFixture(overrides: Partial<Order> & Pick<Order, 'orderid'>): Order {
  return {
    account: 'gerant@agence.test',
    organisation: '64b000000000000000000002',
    state: 'confirmed',
    created: '2026-03-02T10:00:00.000Z',
    updated: '2026-03-02T10:00:00.000Z',
    paid: null,
    pending: true,
    registration_id: null,
    sso_provider: null,
    includes_documents: false,
    billing_mode: 'invoice',
    payload: {
      offer: 'exp',
      options: [],
      lots: 1,
      all_due_paid: null,
      comment: '',
      method: 'extranet',
      syndic: { name: 'Foncia', url: '', username: '', password: null, has_password: false },
      links: [],
    },
    stored: { address: '12 rue des Lilas', zipcode: '33000', city: 'Bordeaux' },
    document: null,
    uploads: [],
    history: [],
    review_request_at: null,
    refresh_request: null,
    ...overrides,
  };
}
