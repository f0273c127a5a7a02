import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { shellActions } from '@ped/contracts';
import { renderWithHost } from '../../../testing/renderWithHost';
import { ShellSnackbar } from './ShellSnackbar';

describe('ShellSnackbar', () => {
  it('shows what a remote notifies, errors as a red alert, and closes', async () => {
    const { store } = renderWithHost(<ShellSnackbar />);
    expect(screen.queryByTestId('snackbar')).toBeNull();
    act(() => {
      store.dispatch(shellActions.notify('Syndic introuvable', 'error'));
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Syndic introuvable');
    expect(screen.getByTestId('snackbar')).toHaveAttribute('data-variant', 'error');
    expect(store.getState().snackbar.autoHideDuration).toBe(3000);
    await userEvent.click(screen.getByRole('button', { name: 'Fermer la notification' }));
    expect(screen.queryByTestId('snackbar')).toBeNull();
  });

  it('uses the default message and the 6000 ms delay for a plain notification with an action link', () => {
    const { store } = renderWithHost(<ShellSnackbar />);
    act(() => {
      store.dispatch(
        shellActions.notify('', 'success', {
          actionLabel: 'Voir',
          actionHref: '/pre-etat-date/commande/AB12CD',
        }),
      );
    });
    expect(screen.getByRole('status')).toHaveTextContent('Note archivée');
    expect(screen.getByRole('link', { name: 'Voir' })).toHaveAttribute(
      'href',
      '/pre-etat-date/commande/AB12CD',
    );
    expect(store.getState().snackbar.autoHideDuration).toBe(6000);
  });
});
