import type { ListPage, ListParams } from '@ped/schemas';

/** the columns GET /invoices/ sorts on */
export { INVOICE_LIST_SORTS } from '@ped/domain';
import { api } from '@ped/client-runtime';

export interface InvoiceSummary {
  id: string;
  /** 'F2026-000123' for an invoice, 'A2026-000004' for a credit note */
  number: string;
  kind: 'invoice' | 'credit_note';
  date: string;
  account: string;
  buyer: string;
  orderids: string[];
  label: string;
  ht_cents: number;
  tva_cents: number;
  ttc_cents: number;
  paid_at: string | null;
  credited_number: string | null;
}

/** docs/product.md §7.2: GET /invoices/ — a page of the caller's organisation's invoices (its own without one). */
export async function fetchInvoices(params: ListParams = {}): Promise<ListPage<InvoiceSummary>> {
  return (
    await api().request<ListPage<InvoiceSummary>>('GET', '/invoices/', { query: { ...params } })
  ).payload;
}

/** docs/product.md §7.2: GET /invoices/{account}/{invoiceId} — the PDF. */
export async function downloadInvoicePdf(
  invoice: Pick<InvoiceSummary, 'account' | 'number'>,
): Promise<Blob> {
  const response = await api().fetchRaw(
    'GET',
    `/invoices/${encodeURIComponent(invoice.account)}/${encodeURIComponent(invoice.number)}`,
  );
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new Error(body?.message || 'Téléchargement de la facture impossible');
  }
  return response.blob();
}
