import type { Reducer } from 'redux';
import { call, put, takeLatest } from 'redux-saga/effects';
import { api } from '@ped/client';
import type { StoreModule } from '@ped/contracts';

export interface OrdersState {
  orders: unknown[];
  error: string | null;
  loading: boolean;
}

const initialState: OrdersState = { orders: [], error: null, loading: false };

export const ordersActions = {
  fetch: () => ({ type: 'orders/fetch' }) as const,
};

/** SPEC §4 "List states": a successful load replaces the list and clears the error. */
export const ordersReducer: Reducer<OrdersState> = (state = initialState, action) => {
  switch (action.type) {
    case 'orders/fetch':
      return { ...state, loading: true };
    case 'orders/fetched':
      return { orders: action.payload, error: null, loading: false };
    case 'orders/failed':
      return { ...state, error: action.payload, loading: false };
    default:
      return state;
  }
};

function* fetchOrders() {
  try {
    const envelope: { payload: unknown[] } = yield call(() => api().request<unknown[]>('GET', '/order/v2'));
    yield put({ type: 'orders/fetched', payload: envelope.payload });
  } catch (error) {
    yield put({ type: 'orders/failed', payload: error instanceof Error ? error.message : String(error) });
  }
}

function* ordersSaga() {
  yield takeLatest('orders/fetch', fetchOrders);
}

export const ordersModule: StoreModule = { key: 'orders', reducer: ordersReducer, saga: ordersSaga };
