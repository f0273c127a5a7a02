import type { StoreModule } from '@ped/contracts';
import { billingReducer, billingSaga } from '../shared/billing-store';
import { invoicesSaga, invoicesStore } from '../features/invoices/store/invoices-store';
import {
  outstandingOrdersSaga,
  outstandingOrdersStore,
} from '../features/billing/store/outstanding-orders-store';
import {
  organisationOrdersSaga,
  organisationOrdersStore,
} from '../shared/organisation-orders-store';
import { usersReducer, usersSaga } from '../features/users/store/users-store';

/** The state areas this remote brings to the shell's store (docs/architecture.md §2.2). */
export const STORE_MODULES: StoreModule[] = [
  { key: 'billing', reducer: billingReducer, saga: billingSaga },
  { key: 'invoices', reducer: invoicesStore.reducer, saga: invoicesSaga },
  { key: 'users', reducer: usersReducer, saga: usersSaga },
  {
    key: 'organisationOrders',
    reducer: organisationOrdersStore.reducer,
    saga: organisationOrdersSaga,
  },
  {
    key: 'outstandingOrders',
    reducer: outstandingOrdersStore.reducer,
    saga: outstandingOrdersSaga,
  },
];
