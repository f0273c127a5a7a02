import { useCallback } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { shellActions, type ShellState } from '@ped/contracts';
import { AdminButton } from '../features/admin-panel/components/AdminButton';
import { AdminDrawer } from '../features/admin-panel/components/AdminDrawer';
import { RemoteArea } from '../features/remotes/components/RemoteArea';

const PANEL_ID = 'panneau-administration';

/** Admin panel (docs/product.md §2.8): the button and the drawer holding mf-admin (shown by AdminPanelSlot). */
export function AdminPanel() {
  const { open, maximized, tabIndex } = useSelector((state: ShellState) => state.adminPanel);
  const dispatch = useDispatch();
  const onTabChange = useCallback(
    (index: number) => dispatch(shellActions.setAdminTab(index)),
    [dispatch],
  );
  return (
    <>
      {open ? (
        <AdminDrawer
          id={PANEL_ID}
          maximized={maximized}
          onToggleMaximized={() => dispatch(shellActions.toggleAdminPanelMaximized())}
          onClose={() => dispatch(shellActions.openAdminPanel(false))}
        >
          <RemoteArea remote="admin" exposed="AdminPanel" props={{ tabIndex, onTabChange }} />
        </AdminDrawer>
      ) : null}
      <AdminButton
        open={open}
        controls={PANEL_ID}
        onToggle={() => dispatch(shellActions.openAdminPanel(!open))}
      />
    </>
  );
}
