import { call, delay, put, race, take, takeLatest } from 'redux-saga/effects';
import {
  api,
  ApiError,
  decodeToken,
  logout as logoutCall,
  readStoredToken,
  refreshToken,
  SESSION_EXPIRED,
  switchAccount as switchAccountCall,
  type IssuedSession,
} from '@ped/client';
import { shellActions } from '@ped/contracts';
import { accountActions } from './account-reducer';
import { crossTabSync } from './cross-tab-sync';
import { refreshDelay } from './refresh-delay';

function errorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Une erreur est survenue';
}

/** A token the API has just handed over: stored, then the session is loaded from its claims (docs/product.md §4.5). */
function* loadIssuedToken(token: string) {
  const stored = readStoredToken(token);
  if (stored.status !== 'valid') {
    api().tokens.clear();
    yield put(accountActions.loggedOut(stored.status === 'absent' ? null : stored.error));
    if (stored.status !== 'absent') yield put(shellActions.notify(stored.error, 'error'));
    return;
  }
  api().tokens.write(token);
  yield put(accountActions.sessionLoaded(stored.token, stored.decoded.session, true));
}

/** docs/product.md §4.5: at start, the session comes from the stored token (absent, expired, invalid, valid). */
export function* restoreSession() {
  const stored = readStoredToken(api().tokens.read());
  if (stored.status === 'valid') {
    yield put(accountActions.sessionLoaded(stored.token, stored.decoded.session));
    return;
  }
  if (stored.status !== 'absent') {
    api().tokens.clear();
    yield put(accountActions.loggedOut(stored.error));
    yield put(shellActions.notify(stored.error, 'error'));
    return;
  }
  yield put(accountActions.loggedOut());
}

function* signedIn(action: { type: string; payload: { accessToken: string } }) {
  yield call(loadIssuedToken, action.payload.accessToken);
}

/** Logout: the API revokes the refresh cookie first; locally everything is cleared even if that fails. */
function* logout() {
  try {
    yield call(logoutCall);
  } catch (error) {
    console.warn('[shell] Déconnexion côté serveur impossible', error);
  }
  api().tokens.clear();
  yield put(accountActions.loggedOut());
}

/** A new access token (and so a fresh session) from the refresh cookie; an unusable cookie ends the session. */
function* renewToken() {
  try {
    const issued: IssuedSession = yield call(refreshToken);
    yield call(loadIssuedToken, issued.access_token);
  } catch (error) {
    if (error instanceof ApiError && error.status === 0) {
      // offline: keep the session, the next call or start-up will tell
      console.warn('[shell] Renouvellement de session impossible (réseau)', error);
      return;
    }
    api().tokens.clear();
    yield put(accountActions.loggedOut(SESSION_EXPIRED));
    yield put(shellActions.notify(SESSION_EXPIRED, 'error'));
  }
}

/**
 * Renews the token unless another tab already did: the refresh cookie is single-use, and
 * presenting a spent one revokes the whole session, so the newer stored token is adopted.
 */
function* renewUnlessDoneElsewhere(ours: string) {
  const stored = readStoredToken(api().tokens.read());
  if (
    stored.status === 'valid' &&
    stored.token !== ours &&
    stored.decoded.exp > decodeToken(ours).exp
  ) {
    yield put(accountActions.sessionLoaded(stored.token, stored.decoded.session));
    return;
  }
  yield call(renewToken);
}

/** Waits until shortly before the token expires, then renews it, unless the session ends first. */
function* scheduleRefresh(action: {
  type: string;
  payload: { token: string; justIssued: boolean };
}) {
  const wait = refreshDelay(decodeToken(action.payload.token), action.payload.justIssued);
  const { due } = (yield race({ due: delay(wait), ended: take('account/loggedOut') })) as {
    due?: true;
  };
  if (due) yield call(renewUnlessDoneElsewhere, action.payload.token);
}

/** A linked account, the way back from 'Se Connecter', or an admin's log-in as a customer. */
function* switchAccount(action: { type: string; payload: { email: string } }) {
  try {
    const issued: IssuedSession = yield call(switchAccountCall, action.payload.email);
    yield call(loadIssuedToken, issued.access_token);
    yield put(
      shellActions.notify(
        `Vous utilisez maintenant le compte ${issued.session.account}`,
        'success',
      ),
    );
  } catch (error) {
    yield put(accountActions.error(errorMessage(error)));
    yield put(shellActions.notify(errorMessage(error), 'error'));
  }
}

export function* sessionSaga() {
  yield takeLatest('account/sessionLoaded', scheduleRefresh);
  yield takeLatest('account/signedIn', signedIn);
  yield takeLatest('account/logout', logout);
  // The claims are the session: a renewed token carries what the server knows now.
  yield takeLatest('account/refresh', renewToken);
  yield takeLatest('account/switch', switchAccount);
  yield call(restoreSession);
  yield call(crossTabSync);
}
