import { call, put, takeLatest } from 'redux-saga/effects';
import { api, readStoredToken } from '@ped/client';
import { accountActions } from './account-reducer';

/** SPEC §4: at start, the session comes from the stored token (absent, expired, invalid, valid). */
export function* restoreSession() {
  const tokens = api().tokens;
  const stored = readStoredToken(tokens.read());
  if (stored.status === 'valid') {
    yield put(accountActions.sessionLoaded(stored.token, stored.decoded.session));
    return;
  }
  if (stored.status !== 'absent') tokens.clear();
  yield put(accountActions.loggedOut(stored.status === 'absent' ? null : stored.error));
}

function* signedIn(action: { type: string; payload: { accessToken: string } }) {
  api().tokens.write(action.payload.accessToken);
  yield call(restoreSession);
}

function* logout() {
  api().tokens.clear();
  yield put(accountActions.loggedOut());
}

export function* sessionSaga() {
  yield call(restoreSession);
  yield takeLatest('account/signedIn', signedIn);
  yield takeLatest('account/logout', logout);
}
