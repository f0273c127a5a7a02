import { call, put, takeLatest } from 'redux-saga/effects';
import { fetchOrders, type Order } from '@ped/client';
import { errorMessage, listStateModule, type ListState } from './list-state';
import { OUTSTANDING_PAID } from './billing-store';

/**
 * The organisation's orders, all collaborators' (GET /order/v2), read by Accueil and by the
 * outstanding orders of Facturation. Its own area: `orders` belongs to the ordering remote.
 */
export const organisationOrdersStore = listStateModule<Order>('organisationOrders');
export const organisationOrdersActions = organisationOrdersStore.actions;
export type OrganisationOrdersState = ListState<Order>;

function* loadOrders() {
  try {
    const orders: Order[] = yield call(fetchOrders);
    yield put(organisationOrdersActions.loaded(orders));
  } catch (error) {
    yield put(organisationOrdersActions.failed(errorMessage(error)));
  }
}

export function* organisationOrdersSaga() {
  // paid orders leave the outstanding list and change their payment indicator
  yield takeLatest([organisationOrdersStore.types.load, OUTSTANDING_PAID], loadOrders);
}

export const selectOrganisationOrders = (state: {
  organisationOrders?: OrganisationOrdersState;
}): OrganisationOrdersState => state.organisationOrders ?? organisationOrdersStore.initial;
