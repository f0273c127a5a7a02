import type { Reducer } from 'redux';
import type { ShellAction } from '@ped/contracts';

export type Notice = Extract<ShellAction, { type: 'snackbar/notify' }>['payload'];

/**
 * A store area keeping every notification asked for (`shellActions.notify`): a feature's
 * tests read what it told the user without depending on the snackbar feature.
 */
export const noticesRecorder: Reducer<Notice[]> = (state = [], unknownAction) => {
  const action = unknownAction as ShellAction;
  return action.type === 'snackbar/notify' ? [...state, action.payload] : state;
};
