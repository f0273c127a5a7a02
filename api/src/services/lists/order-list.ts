import { DEFAULT_SORTS, ORDER_STATE_LABELS, OFFERS } from '@ped/domain';
import type { OrderListItem, OrderListSort } from '@ped/schemas';
import type { ListSpec } from './paged-list';
import { codesLabelled, searchFilter } from './search';
import { orderHead, type OrderHeadRecord } from '../orders/serialize';

/** What an order list reads of an order (the projection below). */
export interface OrderListRecord extends OrderHeadRecord {
  payload?: { offer?: string | null; options?: string[] | null } | null;
  stored?: { address?: unknown; zipcode?: unknown; city?: unknown } | null;
}

export const ORDER_LIST_SPEC: ListSpec<OrderListSort> = {
  sorts: {
    created: 'created',
    orderid: 'orderid',
    account: 'account',
    state: 'state',
    'payload.offer': 'payload.offer',
    paid: 'paid',
    registration_id: 'registration_id',
    'property.address': 'stored.address',
  },
  // served by the order model's indexes { account | organisation | state, created, _id }
  defaultSort: { key: DEFAULT_SORTS.orders.field, direction: DEFAULT_SORTS.orders.direction },
  projection: {
    orderid: 1,
    account: 1,
    organisation: 1,
    state: 1,
    created: 1,
    updated: 1,
    paid: 1,
    pending: 1,
    registration_id: 1,
    external_id: 1,
    billing_mode: 1,
    'payload.offer': 1,
    'payload.options': 1,
    'stored.address': 1,
    'stored.zipcode': 1,
    'stored.city': 1,
  },
};

const OFFER_NAMES = Object.fromEntries(
  Object.entries(OFFERS).map(([code, offer]) => [code, offer.name]),
);

/**
 * Number, e-mail, copropriété, the organisation's file number, address and town as typed;
 * state and offer by their French names.
 */
export const orderSearch = (query: string | undefined) =>
  searchFilter(
    query,
    ['orderid', 'account', 'registration_id', 'external_id', 'stored.address', 'stored.city'],
    {
      state: codesLabelled(query ?? '', ORDER_STATE_LABELS),
      'payload.offer': codesLabelled(query ?? '', OFFER_NAMES),
    },
  );

const text = (value: unknown) => (typeof value === 'string' ? value : '');
export function orderListItem(order: OrderListRecord): OrderListItem {
  return {
    ...orderHead(order),
    payload: { offer: order.payload?.offer ?? null, options: order.payload?.options ?? [] },
    property: {
      address: text(order.stored?.address),
      zipcode: text(order.stored?.zipcode),
      city: text(order.stored?.city),
    },
  };
}
