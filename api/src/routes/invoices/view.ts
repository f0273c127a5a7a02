import { Type, type Static } from '@sinclair/typebox';
import type { Invoice } from '../../models/invoice';

export const InvoiceView = Type.Object({
  id: Type.String(),
  number: Type.String(),
  kind: Type.Union([Type.Literal('invoice'), Type.Literal('credit_note')]),
  date: Type.String({ format: 'date-time' }),
  account: Type.String(),
  buyer: Type.String(),
  orderids: Type.Array(Type.String()),
  label: Type.String(),
  ht_cents: Type.Integer(),
  tva_cents: Type.Integer(),
  ttc_cents: Type.Integer(),
  paid_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  credited_number: Type.Union([Type.String(), Type.Null()]),
});

export type InvoiceViewType = Static<typeof InvoiceView>;

/** What lists show of an invoice (the PDF has everything). */
export function invoiceView(invoice: Invoice): InvoiceViewType {
  return {
    id: String(invoice._id),
    number: invoice.number ?? '',
    kind: invoice.kind,
    date: invoice.created.toISOString(),
    account: invoice.account,
    buyer: invoice.buyer.name,
    orderids: invoice.orderids,
    label: invoice.lines[0]?.label ?? '',
    ht_cents: invoice.ht_cents,
    tva_cents: invoice.tva_cents,
    ttc_cents: invoice.ttc_cents,
    paid_at: invoice.payment?.paid_at ? new Date(invoice.payment.paid_at).toISOString() : null,
    credited_number: invoice.credited_number,
  };
}
