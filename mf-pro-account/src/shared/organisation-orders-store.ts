import { fetchOrders, type OrderListItem } from '@ped/client';
import { OUTSTANDING_PAID } from './billing-store';
import { pagedListModule } from './paged-list-state';

/**
 * The organisation's orders, all collaborators' (GET /order/v2), a page at a time, newest
 * first, on Accueil. Its own area: `orders` belongs to the ordering remote.
 */
export const organisationOrdersStore = pagedListModule<OrderListItem>('organisationOrders', {
  key: 'created',
  direction: 'desc',
});
export const organisationOrdersActions = organisationOrdersStore.actions;
export const selectOrganisationOrders = organisationOrdersStore.select;
// paid orders change their payment indicator
export const organisationOrdersSaga = organisationOrdersStore.saga(fetchOrders, [OUTSTANDING_PAID]);
