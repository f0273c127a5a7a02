import type { Reducer } from 'redux';
import { call, delay, put, race, take, takeLatest } from 'redux-saga/effects';
import type { StoreModule } from '@ped/contracts';
import { loadOrderDetail, type OrderDetail } from '../api/order-status-api';

/** The `orders` area (docs/product.md §3.8): the orders, the order shown, the last error. */
export interface OrdersState {
  orders: OrderDetail[];
  order: OrderDetail | null;
  error: string | null;
  loading: boolean;
}

const initialState: OrdersState = { orders: [], order: null, error: null, loading: false };

export const ordersActions = {
  /** loads one order; `watchPayment` reloads it until its payment is received */
  fetchOne: (orderid: string, account: string | null, watchPayment = false) =>
    ({ type: 'orders/fetch-one', payload: { orderid, account, watchPayment } }) as const,
  fetched: (order: OrderDetail) => ({ type: 'orders/fetched-one', payload: order }) as const,
  failed: (message: string) => ({ type: 'orders/failed', payload: message }) as const,
  stop: () => ({ type: 'orders/stop' }) as const,
};

type OrdersAction = ReturnType<(typeof ordersActions)[keyof typeof ordersActions]>;

export const ordersReducer: Reducer<OrdersState, OrdersAction> = (state = initialState, action) => {
  switch (action.type) {
    case 'orders/fetch-one':
      return { ...state, loading: state.order?.orderid !== action.payload.orderid, error: null };
    case 'orders/fetched-one':
      return { ...state, order: action.payload, loading: false, error: null };
    case 'orders/failed':
      return { ...state, loading: false, error: action.payload };
    default:
      return state;
  }
};

/** Stripe's webhook may land a moment after the customer is back: look again a few times. */
const WATCH_INTERVAL_MS = 3000;
const WATCH_ATTEMPTS = 10;

function* fetchOne({ payload }: ReturnType<typeof ordersActions.fetchOne>) {
  for (let attempt = 0; attempt < (payload.watchPayment ? WATCH_ATTEMPTS : 1); attempt += 1) {
    try {
      const order: OrderDetail = yield call(loadOrderDetail, payload.orderid, payload.account);
      yield put(ordersActions.fetched(order));
      if (order.paid !== null) return;
    } catch (error) {
      yield put(
        ordersActions.failed(error instanceof Error ? error.message : 'Commande introuvable'),
      );
      return;
    }
    const { stopped } = yield race({
      stopped: take('orders/stop'),
      waited: delay(WATCH_INTERVAL_MS),
    });
    if (stopped) return;
  }
}

function* ordersSaga() {
  yield takeLatest('orders/fetch-one', fetchOne);
}

export const ordersModule: StoreModule = {
  key: 'orders',
  reducer: ordersReducer as StoreModule['reducer'],
  saga: ordersSaga,
};
