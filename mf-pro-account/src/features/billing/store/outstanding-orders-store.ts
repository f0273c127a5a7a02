import { fetchOrders, type OrderListItem } from '@ped/client';
import { OUTSTANDING_PAID } from '../../../shared/billing-store';
import { pagedListModule } from '../../../shared/paged-list-state';

/** Facturation « encours »: the orders still owed, oldest first, a page at a time. */
export const outstandingOrdersStore = pagedListModule<OrderListItem>('outstandingOrders', {
  key: 'created',
  direction: 'asc',
});
export const outstandingOrdersActions = outstandingOrdersStore.actions;
export const selectOutstandingOrders = outstandingOrdersStore.select;
// paid orders leave the list
export const outstandingOrdersSaga = outstandingOrdersStore.saga(
  (query) => fetchOrders({ ...query, outstanding: true }),
  [OUTSTANDING_PAID],
);
