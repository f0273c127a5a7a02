import type { Reducer } from 'redux';
import type { AdminPanelState, ShellAction } from '@ped/contracts';

export const initialAdminPanelState: AdminPanelState = {
  open: false,
  maximized: false,
  tabIndex: 0,
  adminVerified: false,
};

export type AdminPanelAction =
  ShellAction | { type: 'adminPanel/verified'; payload: { isAdmin: boolean } };

export const adminPanelActions = {
  verified: (isAdmin: boolean): AdminPanelAction => ({
    type: 'adminPanel/verified',
    payload: { isAdmin },
  }),
};

/** Admin panel (docs/product.md §2.8): open flag, maximised, tab index; closed for anyone not a verified admin. */
export const adminPanelReducer: Reducer<AdminPanelState> = (
  state = initialAdminPanelState,
  unknownAction,
) => {
  // The store hands every action to every area; this one answers its own.
  const action = unknownAction as AdminPanelAction;
  switch (action.type) {
    case 'adminPanel/setOpen':
      return { ...state, open: action.payload.open && state.adminVerified };
    case 'adminPanel/setTab':
      return { ...state, tabIndex: action.payload.tabIndex };
    case 'adminPanel/toggleMaximized':
      return { ...state, maximized: !state.maximized };
    case 'adminPanel/verified':
      return action.payload.isAdmin
        ? { ...state, adminVerified: true }
        : { ...state, adminVerified: false, open: false };
    default:
      return state;
  }
};
