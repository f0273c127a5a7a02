import type { FastifyInstance } from 'fastify';
import type { Invoice } from '../../models/invoice';
import { publishEvent } from './publish';

/**
 * An invoice as a webhook carries it: what an accounting program files (number, amounts in
 * integer cents, the orders it bills), not the buyer's identity, which it already knows.
 */
export const webhookInvoiceView = (invoice: Invoice) => ({
  id: String(invoice._id),
  number: invoice.number ?? null,
  kind: invoice.kind,
  orderids: invoice.orderids,
  ht_cents: invoice.ht_cents,
  tva_cents: invoice.tva_cents,
  ttc_cents: invoice.ttc_cents,
  issued: invoice.issued ? invoice.issued.toISOString() : null,
  credited_number: invoice.credited_number ?? null,
});

/** invoice.issued, once per invoice (or credit note) of an organisation, when it is numbered. */
export async function publishInvoiceIssued(app: FastifyInstance, invoice: Invoice): Promise<void> {
  await publishEvent(app, invoice.organisation, 'invoice.issued', {
    invoice: webhookInvoiceView(invoice),
  });
}
