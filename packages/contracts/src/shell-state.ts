import type { Session } from '@ped/client-runtime';

/** State areas the shell owns (docs/product.md §3.8). */
export interface AccountState {
  /** null while the session is unknown (not yet checked) */
  isAuthenticated: boolean | null;
  token: string | null;
  session: Session | null;
  error: string | null;
}

export type SnackbarVariant = 'success' | 'error' | 'warning' | 'info';

export interface SnackbarState {
  open: boolean;
  message: string;
  variant: SnackbarVariant;
  /** ms; null keeps it open */
  autoHideDuration: number | null;
  actionLabel: string | null;
  actionHref: string | null;
}

export interface AdminPanelState {
  open: boolean;
  maximized: boolean;
  tabIndex: number;
  /** the session was confirmed as an admin one by the server (docs/product.md §6.3: the check re-fetches it) */
  adminVerified: boolean;
}

export interface ShellState {
  account: AccountState;
  snackbar: SnackbarState;
  adminPanel: AdminPanelState;
}
