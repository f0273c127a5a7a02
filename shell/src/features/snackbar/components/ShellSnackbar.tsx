import { useDispatch, useSelector } from 'react-redux';
import { shellActions, type ShellState } from '@ped/contracts';
import { Snackbar } from '@ped/ui';

/** Shows the store's notification; a new message restarts it (keyed on the message). */
export function ShellSnackbar() {
  const snackbar = useSelector((state: ShellState) => state.snackbar);
  const dispatch = useDispatch();
  return (
    <Snackbar
      key={`${snackbar.variant}:${snackbar.message}`}
      open={snackbar.open}
      message={snackbar.message}
      variant={snackbar.variant}
      autoHideDuration={snackbar.autoHideDuration}
      actionLabel={snackbar.actionLabel}
      actionHref={snackbar.actionHref}
      onClose={() => dispatch(shellActions.closeNotification())}
    />
  );
}
