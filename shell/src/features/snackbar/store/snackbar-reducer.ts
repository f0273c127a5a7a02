import type { Reducer } from 'redux';
import type { ShellAction, SnackbarState } from '@ped/contracts';
import { DEFAULT_NOTIFICATION_MESSAGE, defaultAutoHide } from '@ped/ui';

export const initialSnackbarState: SnackbarState = {
  open: false,
  message: DEFAULT_NOTIFICATION_MESSAGE,
  variant: 'info',
  autoHideDuration: null,
  actionLabel: null,
  actionHref: null,
};

/** The shell's one notification bar, answering `shellActions.notify` from any remote. */
export const snackbarReducer: Reducer<SnackbarState> = (
  state = initialSnackbarState,
  unknownAction,
) => {
  // The store hands every action to every area; this one answers its own.
  const action = unknownAction as ShellAction;
  switch (action.type) {
    case 'snackbar/notify': {
      const { message, variant, actionLabel, actionHref } = action.payload;
      return {
        open: true,
        message: message || DEFAULT_NOTIFICATION_MESSAGE,
        variant,
        autoHideDuration: defaultAutoHide(variant),
        actionLabel: actionLabel ?? null,
        actionHref: actionHref ?? null,
      };
    }
    case 'snackbar/close':
      return { ...state, open: false };
    default:
      return state;
  }
};
