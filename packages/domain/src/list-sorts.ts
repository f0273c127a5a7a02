/**
 * The columns each list sorts on (ADR 050): the API refuses any other, and a table makes
 * only these columns' headers sortable. Keys are the tables' column keys. Plain data, in
 * the domain rather than with the wire schemas, so that a page using them does not load
 * the schema library.
 */
export const ORDER_LIST_SORTS = [
  'created',
  'orderid',
  'account',
  'state',
  'payload.offer',
  'paid',
  'registration_id',
  'property.address',
] as const;
export type OrderListSort = (typeof ORDER_LIST_SORTS)[number];

export const SYNDIC_LIST_SORTS = ['name', 'extranet', 'logo'] as const;
export const REGISTER_LIST_SORTS = ['updated', 'id', 'name', 'address'] as const;
export const DOCUMENT_LIST_SORTS = ['delivered', 'registration_id', 'doctype', 'created'] as const;
export const ACCOUNT_LIST_SORTS = ['created', 'email', 'role', 'validated'] as const;
export const INVOICE_LIST_SORTS = ['date', 'number', 'kind', 'ht_cents', 'ttc_cents'] as const;
