import { fetchInvoices, type InvoiceSummary } from '@ped/client';
import { OUTSTANDING_PAID } from '../../../shared/billing-store';
import { pagedListModule } from '../../../shared/paged-list-state';

/** State area `invoices` (docs/product.md §3.8), a page at a time, newest first. */
export const invoicesStore = pagedListModule<InvoiceSummary>('invoices', {
  key: 'date',
  direction: 'desc',
});
export const invoicesActions = invoicesStore.actions;
export const selectInvoices = invoicesStore.select;
// a payment of outstanding orders issues their invoices
export const invoicesSaga = invoicesStore.saga(fetchInvoices, [OUTSTANDING_PAID]);
