import type { Reducer } from 'redux';
import type { AccountState } from '@ped/contracts';
import type { Session } from '@ped/client';

export const initialAccountState: AccountState = {
  isAuthenticated: null,
  token: null,
  session: null,
  error: null,
};

export type AccountAction =
  | {
      type: 'account/sessionLoaded';
      payload: { token: string; session: Session; justIssued: boolean };
    }
  | { type: 'account/loggedOut'; payload?: { error?: string | null } }
  | { type: 'account/error'; payload: { error: string } };

export const accountActions = {
  /** `justIssued`: the API handed this token over just now (sign-in, renewal, switch), not read back from storage. */
  sessionLoaded: (token: string, session: Session, justIssued = false): AccountAction => ({
    type: 'account/sessionLoaded',
    payload: { token, session, justIssued },
  }),
  loggedOut: (error: string | null = null): AccountAction => ({
    type: 'account/loggedOut',
    payload: { error },
  }),
  error: (error: string): AccountAction => ({ type: 'account/error', payload: { error } }),
};

/** docs/product.md §4.5: unknown (null) until checked, then authenticated or not. */
export const accountReducer: Reducer<AccountState> = (
  state = initialAccountState,
  unknownAction,
) => {
  // The store hands every action to every area; this one answers its own.
  const action = unknownAction as AccountAction;
  switch (action.type) {
    case 'account/sessionLoaded':
      return {
        isAuthenticated: true,
        token: action.payload.token,
        session: action.payload.session,
        error: null,
      };
    case 'account/loggedOut':
      return {
        isAuthenticated: false,
        token: null,
        session: null,
        error: action.payload?.error ?? null,
      };
    case 'account/error':
      return { ...state, error: action.payload.error };
    default:
      return state;
  }
};
