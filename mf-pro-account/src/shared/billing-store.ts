import type { Reducer } from 'redux';
import { call, put, takeLatest } from 'redux-saga/effects';
import { listMethods, type SavedCard, type SavedCards } from '@ped/client';
import { errorMessage } from './list-state';

/** State area `billing` (docs/product.md §3.8: saved cards, default card, error). */
export interface BillingState {
  methods: SavedCard[];
  default: string | null;
  error: string | null;
  loading: boolean;
}

const initial: BillingState = { methods: [], default: null, error: null, loading: false };

export const billingActions = {
  load: () => ({ type: 'billing/load' }) as const,
  loaded: (cards: SavedCards) => ({ type: 'billing/loaded', payload: cards }) as const,
  failed: (message: string) => ({ type: 'billing/failed', payload: message }) as const,
  /** outstanding orders were just paid: the lists that show them and their invoices reload */
  outstandingPaid: (orderids: string[]) =>
    ({ type: 'billing/outstandingPaid', payload: orderids }) as const,
};

export const OUTSTANDING_PAID = 'billing/outstandingPaid';

type BillingAction = ReturnType<(typeof billingActions)[keyof typeof billingActions]>;

export const billingReducer: Reducer<BillingState> = (state = initial, action) => {
  const typed = action as BillingAction;
  switch (typed.type) {
    case 'billing/load':
      return { ...state, loading: true };
    case 'billing/loaded':
      return {
        methods: typed.payload.methods,
        default: typed.payload.default,
        error: null,
        loading: false,
      };
    case 'billing/failed':
      return { ...state, error: typed.payload, loading: false };
    default:
      return state;
  }
};

function* loadMethods() {
  try {
    const cards: SavedCards = yield call(listMethods);
    yield put(billingActions.loaded(cards));
  } catch (error) {
    yield put(billingActions.failed(errorMessage(error)));
  }
}

export function* billingSaga() {
  yield takeLatest('billing/load', loadMethods);
}

/** How a saved card is named on screen. */
export const cardLabel = (card: SavedCard) => `${card.brand.toUpperCase()} •••• ${card.last4}`;

export const selectBilling = (state: { billing?: BillingState }): BillingState =>
  state.billing ?? initial;
