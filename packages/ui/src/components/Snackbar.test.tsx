import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithHost } from '../testing/renderWithHost';
import { Snackbar } from './Snackbar';

describe('Snackbar', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows the French default message, politely, and closes with its button', () => {
    const onClose = jest.fn();
    renderWithHost(<Snackbar open onClose={onClose} />);
    expect(screen.getByRole('status')).toHaveTextContent('Note archivée');
    fireEvent.click(screen.getByRole('button', { name: 'Fermer la notification' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('hides itself after 6000 ms by default', () => {
    const onClose = jest.fn();
    renderWithHost(
      <Snackbar open message="Commande enregistrée" variant="success" onClose={onClose} />,
    );
    act(() => jest.advanceTimersByTime(5999));
    expect(onClose).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('announces errors as alerts and hides them after 3000 ms', () => {
    const onClose = jest.fn();
    renderWithHost(<Snackbar open message="Échec de l’envoi" variant="error" onClose={onClose} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Échec de l’envoi');
    act(() => jest.advanceTimersByTime(3000));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('waits while the pointer is on it, and stays open when no duration is given', () => {
    const onClose = jest.fn();
    const { rerender } = renderWithHost(<Snackbar open message="Info" onClose={onClose} />);
    fireEvent.mouseEnter(screen.getByTestId('snackbar'));
    act(() => jest.advanceTimersByTime(10000));
    expect(onClose).not.toHaveBeenCalled();
    rerender(<Snackbar open message="Info" onClose={onClose} autoHideDuration={null} />);
    act(() => jest.advanceTimersByTime(60000));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('offers an optional action, as a link or a button', () => {
    const onAction = jest.fn();
    const { rerender } = renderWithHost(
      <Snackbar
        open
        message="Nouvelle version"
        actionLabel="Recharger"
        onAction={onAction}
        onClose={() => undefined}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Recharger' }));
    expect(onAction).toHaveBeenCalled();
    rerender(
      <Snackbar
        open
        message="Prêt"
        actionLabel="Voir"
        actionHref="/pre-etat-date/commande/ABC123"
        onClose={() => undefined}
      />,
    );
    expect(screen.getByRole('link', { name: 'Voir' })).toHaveAttribute(
      'href',
      '/pre-etat-date/commande/ABC123',
    );
  });

  it('renders nothing when closed', () => {
    renderWithHost(<Snackbar open={false} onClose={() => undefined} />);
    expect(screen.queryByTestId('snackbar')).toBeNull();
  });
});
