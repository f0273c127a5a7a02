import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminDrawer } from './AdminDrawer';
import { AdminButton } from './AdminButton';
import {
  adminPanelActions,
  adminPanelReducer,
  initialAdminPanelState,
} from '../store/admin-panel-reducer';
import { shellActions } from '@ped/contracts';
import { clampHeight, heightAtPointer } from '../panel-height';
import { renderWithHost } from '../../../testing/renderWithHost';

describe('admin panel state', () => {
  it('opens only for a verified admin and closes when a non-admin session comes', () => {
    const closed = adminPanelReducer(initialAdminPanelState, shellActions.openAdminPanel(true));
    expect(closed.open).toBe(false);
    const verified = adminPanelReducer(initialAdminPanelState, adminPanelActions.verified(true));
    const open = adminPanelReducer(verified, shellActions.openAdminPanel(true));
    expect(open.open).toBe(true);
    const withTab = adminPanelReducer(
      adminPanelReducer(open, shellActions.setAdminTab(2)),
      shellActions.toggleAdminPanelMaximized(),
    );
    expect(withTab).toMatchObject({ open: true, tabIndex: 2, maximized: true });
    expect(adminPanelReducer(withTab, adminPanelActions.verified(false))).toMatchObject({
      open: false,
      adminVerified: false,
      tabIndex: 2,
    });
  });

  it('keeps the dragged height between 30 and 100 % of the window', () => {
    expect(heightAtPointer(500, 1000)).toBe(50);
    expect(heightAtPointer(900, 1000)).toBe(30);
    expect(heightAtPointer(-20, 1000)).toBe(100);
    expect(clampHeight(12)).toBe(30);
  });
});

describe('AdminDrawer and AdminButton', () => {
  it('the button says what it does and whether the drawer is open', async () => {
    const onToggle = jest.fn();
    renderWithHost(<AdminButton open={false} onToggle={onToggle} controls="p" />);
    const button = screen.getByRole('button', { name: 'Ouvrir le panneau d’administration' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    expect(onToggle).toHaveBeenCalled();
  });

  it('takes 50 % of the window, 100 % maximised, and is resized from its handle with keys and the pointer', async () => {
    const onToggleMaximized = jest.fn();
    const onClose = jest.fn();
    const { rerender } = renderWithHost(
      <AdminDrawer id="p" maximized={false} onToggleMaximized={onToggleMaximized} onClose={onClose}>
        <p>Commandes</p>
      </AdminDrawer>,
    );
    const panel = screen.getByTestId('admin-drawer');
    expect(panel).toHaveAttribute('data-height', '50');
    const handle = screen.getByRole('separator', { name: 'Redimensionner le panneau' });
    handle.focus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(panel).toHaveAttribute('data-height', '60');
    expect(handle).toHaveAttribute('aria-valuenow', '60');

    Object.defineProperty(window, 'innerHeight', { value: 1000, configurable: true });
    fireEvent.pointerDown(handle, { pointerId: 1, clientY: 400 });
    act(() => {
      handle.dispatchEvent(Object.assign(new Event('pointermove'), { clientY: 950 }));
    });
    expect(panel).toHaveAttribute('data-height', '30');

    await userEvent.click(screen.getByRole('button', { name: 'Agrandir' }));
    expect(onToggleMaximized).toHaveBeenCalled();
    rerender(
      <AdminDrawer id="p" maximized onToggleMaximized={onToggleMaximized} onClose={onClose}>
        <p>Commandes</p>
      </AdminDrawer>,
    );
    expect(panel).toHaveAttribute('data-height', '100');
    expect(screen.getByRole('button', { name: 'Réduire' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(
      screen.getByRole('button', { name: 'Fermer le panneau d’administration' }),
    );
    expect(onClose).toHaveBeenCalled();
  });
});
