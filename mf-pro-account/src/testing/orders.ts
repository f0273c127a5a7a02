import type { ListPage, OrderListItem } from '@ped/client';

/** An order of the organisation as a page of GET /order/v2 lists it. */
export function orderFixture(
  overrides: Partial<OrderListItem> & Pick<OrderListItem, 'orderid'>,
): OrderListItem {
  return {
    account: 'gerant@agence.test',
    organisation: '64b000000000000000000002',
    state: 'confirmed',
    created: '2026-03-02T10:00:00.000Z',
    updated: '2026-03-02T10:00:00.000Z',
    paid: null,
    pending: true,
    registration_id: null,
    external_id: null,
    billing_mode: 'invoice',
    payload: { offer: 'exp', options: [] },
    property: { address: '12 rue des Lilas', zipcode: '33000', city: 'Bordeaux' },
    ...overrides,
  };
}

/** The first page of a list holding exactly these items. */
export const pageOf = <Item>(items: Item[]): ListPage<Item> => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 10,
});
