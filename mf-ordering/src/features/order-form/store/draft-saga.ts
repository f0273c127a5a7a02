import {
  actionChannel,
  all,
  call,
  delay,
  put,
  select,
  take,
  takeEvery,
  takeLatest,
} from 'redux-saga/effects';
import { buffers, type Channel } from 'redux-saga';
import type { Action } from 'redux';
import { isValidEmail } from '@ped/domain';
import { loadOrder, saveDraft, type OrderView } from '../api/orders-api';
import { DRAFT, draftActions } from './draft-actions';
import type { DraftState } from './draft-state';
import { writeSavedDraft } from '../../../shared/draft-storage';

/** Quiet time after the last keystroke before the draft is sent. */
export const SAVE_DEBOUNCE_MS = 800;

const selectDraft = (state: { stored: DraftState }) => state.stored;
const messageOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'Enregistrement impossible';

function* keepLocally() {
  const draft: DraftState = yield select(selectDraft);
  writeSavedDraft({
    orderid: draft.orderid,
    account: draft.account,
    stored: draft.stored,
    step: draft.step,
  });
}

/** Sends the latest form; nothing is sent before a valid e-mail names the order. */
function* saveNow() {
  const draft: DraftState = yield select(selectDraft);
  if (!isValidEmail(draft.account)) return;
  yield put(draftActions.saving());
  try {
    const order: OrderView = yield call(saveDraft, draft.orderid, draft.account, draft.stored);
    yield put(draftActions.saved(order));
    yield* keepLocally();
  } catch (error) {
    yield put(draftActions.saveFailed(messageOf(error)));
  }
}

/**
 * Saves one at a time, never cancelled mid-call (a cancelled first save would create the
 * order twice); requests arriving meanwhile collapse into one save of the latest form.
 */
function* saver() {
  const requests: Channel<Action> = yield actionChannel(DRAFT.save, buffers.sliding(1));
  while (true) {
    yield take(requests);
    yield call(saveNow);
  }
}

function* debounceThenSave() {
  yield* keepLocally();
  yield delay(SAVE_DEBOUNCE_MS);
  yield put(draftActions.save());
}

function* resume({ payload }: ReturnType<typeof draftActions.resume>) {
  try {
    const order: OrderView = yield call(loadOrder, payload.orderid, payload.account);
    yield put(draftActions.resumed(order, payload.account ?? order.account));
    yield* keepLocally();
  } catch (error) {
    yield put(draftActions.resumeFailed(messageOf(error)));
  }
}

export function* draftSaga() {
  yield all([
    saver(),
    takeLatest(
      [
        DRAFT.patch,
        DRAFT.account,
        DRAFT.amountText,
        DRAFT.defaultBillingAddress,
        DRAFT.uploadAdded,
        DRAFT.uploadRemoved,
        DRAFT.uploadRead,
        DRAFT.figureUsed,
        DRAFT.figureCleared,
      ],
      debounceThenSave,
    ),
    takeEvery(DRAFT.goto, function* saveOnStepChange() {
      yield* keepLocally();
      yield put(draftActions.save());
    }),
    takeLatest(DRAFT.resume, resume),
  ]);
}
