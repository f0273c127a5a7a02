import { eventChannel, type EventChannel } from 'redux-saga';
import { call, put, select, take } from 'redux-saga/effects';
import { api, readStoredToken } from '@ped/client';
import type { ShellState } from '@ped/contracts';
import { accountActions } from './account-reducer';

/** Fires when another tab of the site changes local storage (the browser never tells the tab that wrote). */
function storageChanges(): EventChannel<true> {
  return eventChannel((emit) => {
    const onStorage = () => emit(true);
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  });
}

/** Brings this tab in line with the stored token when another tab signs in, renews, switches or logs out. */
function* followStoredToken() {
  const current: string | null = yield select((state: ShellState) => state.account.token);
  const stored = readStoredToken(api().tokens.read());
  if (stored.status === 'valid' && stored.token !== current)
    yield put(accountActions.sessionLoaded(stored.token, stored.decoded.session));
  else if (stored.status === 'absent' && current !== null) yield put(accountActions.loggedOut());
}

export function* crossTabSync() {
  if (typeof window === 'undefined') return;
  const changes: EventChannel<true> = yield call(storageChanges);
  try {
    for (;;) {
      yield take(changes);
      yield call(followStoredToken);
    }
  } finally {
    changes.close();
  }
}
