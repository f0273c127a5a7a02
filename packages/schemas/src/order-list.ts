import { Type, type Static } from '@sinclair/typebox';
import { BILLING_MODE_VALUES, ORDER_STATES } from '@ped/domain';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);
const DateTime = Type.String({ format: 'date-time' });

/**
 * An order as the lists show it (ADR 050): what the columns, the payment indicator and the
 * amount need, never the order form, the uploads or the history. The fields keep the names
 * and places they have in the whole order (OrderSchema), so the domain's rules read both.
 */
export const OrderListItemSchema = Type.Object({
  orderid: Type.String(),
  account: Type.String(),
  organisation: Nullable(Type.String()),
  state: Type.Union(ORDER_STATES.map((s) => Type.Literal(s))),
  created: DateTime,
  updated: DateTime,
  paid: Nullable(DateTime),
  pending: Type.Boolean(),
  registration_id: Nullable(Type.String()),
  /** the organisation's own file number, given through its software (/api/v1) */
  external_id: Nullable(Type.String()),
  billing_mode: Nullable(Type.Union(BILLING_MODE_VALUES.map((m) => Type.Literal(m)))),
  payload: Type.Object({
    offer: Nullable(Type.String()),
    options: Type.Array(Type.String()),
  }),
  /** the property's address as typed in the form, the one part of it a list shows */
  property: Type.Object({ address: Type.String(), zipcode: Type.String(), city: Type.String() }),
});

export type OrderListItem = Static<typeof OrderListItemSchema>;

/** The columns an order list sorts on: defined in the domain (plain data). */
export { ORDER_LIST_SORTS, type OrderListSort } from '@ped/domain';
