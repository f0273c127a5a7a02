import type { Saga } from 'redux-saga';
import { createInjectableStore } from '@ped/host';
import { adminPanelReducer } from '../features/admin-panel/store/admin-panel-reducer';
import { adminPanelSaga } from '../features/admin-panel/store/admin-panel-saga';
import { accountReducer } from '../features/session/store/account-reducer';
import { sessionSaga } from '../features/session/store/session-saga';
import { snackbarReducer } from '../features/snackbar/store/snackbar-reducer';

/** The shell's own state areas (ADR 003); remotes add theirs when they mount. */
export const SHELL_REDUCERS = {
  account: accountReducer,
  snackbar: snackbarReducer,
  adminPanel: adminPanelReducer,
};

/** adminPanelSaga first: it must already listen when the session saga restores the session. */
export const SHELL_SAGAS: Saga[] = [adminPanelSaga, sessionSaga];

/** The store the shell starts with; tests pass the sagas they need instead of the shell's. */
export const createShellStore = (sagas: Saga[] = SHELL_SAGAS) =>
  createInjectableStore(SHELL_REDUCERS, sagas);
