import { call, put, takeLatest } from 'redux-saga/effects';
import { fetchSession, type Session } from '@ped/client';
import { adminPanelActions } from './admin-panel-reducer';

/**
 * docs/product.md §6.3: the admin check re-fetches the session from the server first; a token claiming
 * is_admin is not enough. Any other session (or none) closes the panel.
 */
function* verifyAdmin(action: { type: string; payload?: { session?: Session } }) {
  if (!action.payload?.session?.is_admin) {
    yield put(adminPanelActions.verified(false));
    return;
  }
  try {
    const session: Session = yield call(fetchSession);
    yield put(adminPanelActions.verified(session.is_admin));
  } catch (error) {
    console.warn('[shell] Vérification administrateur impossible', error);
    yield put(adminPanelActions.verified(false));
  }
}

export function* adminPanelSaga() {
  yield takeLatest(['account/sessionLoaded', 'account/loggedOut'], verifyAdmin);
}
