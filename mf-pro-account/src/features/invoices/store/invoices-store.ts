import { call, put, takeLatest } from 'redux-saga/effects';
import { fetchInvoices, type InvoiceSummary } from '@ped/client';
import { errorMessage, listStateModule, type ListState } from '../../../shared/list-state';
import { OUTSTANDING_PAID } from '../../../shared/billing-store';

/** State area `invoices` (SPEC §3 "Invoices state"). */
export const invoicesStore = listStateModule<InvoiceSummary>('invoices');
export const invoicesActions = invoicesStore.actions;
export type InvoicesState = ListState<InvoiceSummary>;

function* loadInvoices() {
  try {
    const invoices: InvoiceSummary[] = yield call(fetchInvoices);
    yield put(invoicesActions.loaded(invoices));
  } catch (error) {
    yield put(invoicesActions.failed(errorMessage(error)));
  }
}

export function* invoicesSaga() {
  // a payment of outstanding orders issues their invoices
  yield takeLatest([invoicesStore.types.load, OUTSTANDING_PAID], loadInvoices);
}

export const selectInvoices = (state: { invoices?: InvoicesState }): InvoicesState =>
  state.invoices ?? invoicesStore.initial;
