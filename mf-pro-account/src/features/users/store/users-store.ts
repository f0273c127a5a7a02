import type { Reducer } from 'redux';
import { call, put, takeEvery, takeLatest } from 'redux-saga/effects';
import { fetchUsers, inviteUser, removeUser, type OrganisationUser } from '@ped/client';
import { errorMessage, listStateModule, type ListState } from '../../../shared/list-state';

/** The `users` area (docs/product.md §3.8: list, error) plus the outcome of the last invitation or removal. */
export interface UsersState extends ListState<OrganisationUser> {
  /** the invitation or removal under way */
  pending: UsersChange | null;
  /** what the API said about the last change, shown next to the form */
  outcome: { change: UsersChange; variant: 'success' | 'error'; message: string } | null;
}

export type UsersChange = 'invite' | 'remove';

const list = listStateModule<OrganisationUser>('users');
const initial: UsersState = { ...list.initial, pending: null, outcome: null };

export const usersActions = {
  ...list.actions,
  invite: (email: string) => ({ type: 'users/invite', payload: { email } }) as const,
  remove: (email: string) => ({ type: 'users/remove', payload: { email } }) as const,
  changed: (change: UsersChange, message: string) =>
    ({ type: 'users/changed', payload: { change, message } }) as const,
  changeFailed: (change: UsersChange, message: string) =>
    ({ type: 'users/changeFailed', payload: { change, message } }) as const,
};

type ChangeAction = ReturnType<
  (typeof usersActions)['invite' | 'remove' | 'changed' | 'changeFailed']
>;

export const usersReducer: Reducer<UsersState> = (state = initial, action) => {
  const typed = action as ChangeAction;
  switch (typed.type) {
    case 'users/invite':
      return { ...state, pending: 'invite', outcome: null };
    case 'users/remove':
      return { ...state, pending: 'remove', outcome: null };
    case 'users/changed':
      return {
        ...state,
        pending: null,
        outcome: {
          change: typed.payload.change,
          variant: 'success',
          message: typed.payload.message,
        },
      };
    case 'users/changeFailed':
      return {
        ...state,
        pending: null,
        outcome: { change: typed.payload.change, variant: 'error', message: typed.payload.message },
      };
    default: {
      // the list part (load, loaded, failed); unrelated actions keep the same state object
      const next = list.reducer(state, action);
      return next === state ? state : { ...state, ...next };
    }
  }
};

function* loadUsers() {
  try {
    const users: OrganisationUser[] = yield call(fetchUsers);
    yield put(usersActions.loaded(users));
  } catch (error) {
    yield put(usersActions.failed(errorMessage(error)));
  }
}

function* change(kind: UsersChange, send: (email: string) => Promise<string>, email: string) {
  try {
    const message: string = yield call(send, email);
    yield put(usersActions.changed(kind, message));
    yield put(usersActions.load());
  } catch (error) {
    // e.g. the plan's quota: the API's message says which plan allows more
    yield put(usersActions.changeFailed(kind, errorMessage(error)));
  }
}

export function* usersSaga() {
  yield takeLatest(list.types.load, loadUsers);
  yield takeEvery('users/invite', (action: ReturnType<typeof usersActions.invite>) =>
    change('invite', inviteUser, action.payload.email),
  );
  yield takeEvery('users/remove', (action: ReturnType<typeof usersActions.remove>) =>
    change('remove', removeUser, action.payload.email),
  );
}

export const selectUsers = (state: { users?: UsersState }): UsersState => state.users ?? initial;
