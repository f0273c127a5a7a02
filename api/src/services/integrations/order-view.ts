import { apiOrderState, isOfferCode } from '@ped/domain';
import type { Order } from '../../models/order';
import type { ApiOrderView } from './schemas';

export const API_V1_PREFIX = '/api/v1';

/** What an order view reads: the list asks MongoDB for these fields only, never the form. */
export const ORDER_VIEW_PROJECTION = {
  orderid: 1,
  external_id: 1,
  test: 1,
  state: 1,
  created: 1,
  paid: 1,
  'payload.offer': 1,
  'payload.lots': 1,
  'stored.address': 1,
  'stored.zipcode': 1,
  'stored.city': 1,
  'document.version': 1,
} as const;

type ViewedOrder = Pick<Order, 'orderid' | 'external_id' | 'state' | 'created' | 'paid'> & {
  test?: boolean | null;
  payload?: { offer?: string | null; lots?: number | null } | null;
  stored?: unknown;
  document?: { version?: number | null } | null;
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export function apiOrderView(order: ViewedOrder): ApiOrderView {
  const stored = (order.stored ?? {}) as Record<string, unknown>;
  const self = `${API_V1_PREFIX}/orders/${order.orderid}`;
  return {
    orderid: order.orderid,
    external_id: order.external_id ?? null,
    test: order.test === true,
    state: apiOrderState(order.state),
    offer: isOfferCode(order.payload?.offer) ? order.payload.offer : null,
    address: {
      address: text(stored.address),
      zipcode: text(stored.zipcode),
      city: text(stored.city),
    },
    lots: order.payload?.lots ?? 0,
    created: order.created.toISOString(),
    paid: order.paid ? order.paid.toISOString() : null,
    delivered_version: order.document?.version ?? null,
    links: {
      self,
      figures: `${self}/figures`,
      document: `${self}/document`,
      versions: `${self}/versions`,
      archive: `${self}/archive`,
      documents: `${self}/documents`,
    },
  };
}
