import type { SnackbarVariant } from './shell-state';

/**
 * Actions the shell's reducers and sagas answer to. Remotes dispatch these to talk to
 * the shell (notify, sign in, log out...) without importing any shell code.
 */
export const shellActions = {
  notify: (
    message: string,
    variant: SnackbarVariant = 'info',
    options: { actionLabel?: string; actionHref?: string } = {},
  ) => ({ type: 'snackbar/notify', payload: { message, variant, ...options } }) as const,
  closeNotification: () => ({ type: 'snackbar/close' }) as const,
  signedIn: (accessToken: string) =>
    ({ type: 'account/signedIn', payload: { accessToken } }) as const,
  logout: () => ({ type: 'account/logout' }) as const,
  /** Re-reads the session from the server (after a plan change, a validation...). */
  refreshSession: () => ({ type: 'account/refresh' }) as const,
  switchAccount: (email: string) => ({ type: 'account/switch', payload: { email } }) as const,
  openAdminPanel: (open: boolean) => ({ type: 'adminPanel/setOpen', payload: { open } }) as const,
  setAdminTab: (tabIndex: number) =>
    ({ type: 'adminPanel/setTab', payload: { tabIndex } }) as const,
  toggleAdminPanelMaximized: () => ({ type: 'adminPanel/toggleMaximized' }) as const,
};

export type ShellAction = ReturnType<(typeof shellActions)[keyof typeof shellActions]>;
