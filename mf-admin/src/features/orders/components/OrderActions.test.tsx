import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Order } from '@ped/client';
import { FINISH_NEEDS_REGISTER } from '@ped/domain';
import { fakeApi, reply, type FakeApi } from '@ped/host/testing';
import { renderWithHost } from '../../../testing/renderWithHost';
import { OrderActions } from './OrderActions';

function order(overrides: Partial<Order> & { offer?: string } = {}): Order {
  const { offer = 'cle', ...rest } = overrides;
  return {
    orderid: 'AB12CD',
    account: 'client@example.fr',
    organisation: null,
    state: 'ready',
    created: '2026-03-01T10:00:00Z',
    updated: '2026-03-01T10:00:00Z',
    paid: '2026-03-01T10:00:00Z',
    pending: false,
    registration_id: null,
    external_id: null,
    sso_provider: null,
    includes_documents: false,
    billing_mode: 'card',
    payload: {
      offer,
      options: [],
      lots: null,
      all_due_paid: null,
      comment: '',
      method: 'upload',
      syndic: { name: '', url: '', username: '', password: null, has_password: false },
      links: [],
    },
    stored: {},
    document: null,
    uploads: [],
    history: [],
    review_request_at: null,
    refresh_request: null,
    freshness_alert: null,
    ...rest,
  };
}

describe('OrderActions', () => {
  let api: FakeApi;
  beforeEach(() => {
    api = fakeApi();
  });

  it('says in the dialog why a Pack ALUR order without a copropriété cannot be finished yet', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithHost(<OrderActions order={order({ offer: 'vte' })} />);
    await user.click(screen.getByRole('button', { name: 'Terminer' }));
    const dialog = screen.getByRole('alertdialog');
    expect(within(dialog).getByText(FINISH_NEEDS_REGISTER)).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Terminer' })).toBeDisabled();
    unmount();
    renderWithHost(<OrderActions order={order({ offer: 'vte', registration_id: 'AA1234567' })} />);
    await user.click(screen.getByRole('button', { name: 'Terminer' }));
    expect(within(screen.getByRole('alertdialog')).queryByText(FINISH_NEEDS_REGISTER)).toBeNull();
    expect(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Terminer' }),
    ).toBeEnabled();
  });

  it('lets staff leave out the customer e-mail of a status change, checked by default where docs/product.md §4.2 says so', async () => {
    const user = userEvent.setup();
    api.on('POST', '/order/received', reply(200, 'Documents reçus', order()));
    renderWithHost(<OrderActions order={order()} />);
    await user.click(screen.getByRole('button', { name: 'Indiquer les documents reçus' }));
    const mail = screen.getByRole('checkbox', { name: 'Prévenir le client par e-mail' });
    expect(mail).toBeChecked();
    await user.click(mail);
    await user.click(screen.getByRole('button', { name: 'Confirmer' }));
    await waitFor(() =>
      expect(api.calls('POST', '/order/received').map((request) => request.body)).toEqual([
        { orderid: 'AB12CD', account: 'client@example.fr', send_mail: false },
      ]),
    );
  });

  it('asks before finishing, with « Demain soir » and the e-mail checked by default, and sends those choices', async () => {
    const user = userEvent.setup();
    api.on('POST', '/order/done', reply(200, 'Commande terminée', order({ state: 'done' })));
    const { actions } = renderWithHost(<OrderActions order={order()} />);
    await user.click(screen.getByRole('button', { name: 'Terminer' }));
    expect(screen.getByRole('radio', { name: 'Demain soir' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Dans une heure' })).not.toBeChecked();
    expect(
      screen.getByRole('checkbox', { name: 'Envoyer le pré-état daté par e-mail' }),
    ).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Non' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Terminer' }),
    );
    await waitFor(() =>
      expect(api.calls('POST', '/order/done').map((request) => request.body)).toEqual([
        {
          orderid: 'AB12CD',
          account: 'client@example.fr',
          send_mail: true,
          send_review: 'none',
        },
      ]),
    );
    await waitFor(() =>
      expect(actions).toContainEqual(
        expect.objectContaining({
          type: 'snackbar/notify',
          payload: expect.objectContaining({ message: 'Commande terminée', variant: 'success' }),
        }),
      ),
    );
  });

  it('shows the server’s refusal as a red alert', async () => {
    const user = userEvent.setup();
    api.on(
      'POST',
      '/order/received',
      reply(409, 'Impossible de passer la commande de « Prête » à « Documents reçus »'),
    );
    const { actions } = renderWithHost(<OrderActions order={order()} />);
    await user.click(screen.getByRole('button', { name: 'Indiquer les documents reçus' }));
    await user.click(screen.getByRole('button', { name: 'Confirmer' }));
    await waitFor(() =>
      expect(actions).toContainEqual(
        expect.objectContaining({
          type: 'snackbar/notify',
          payload: expect.objectContaining({
            message: 'Impossible de passer la commande de « Prête » à « Documents reçus »',
            variant: 'error',
          }),
        }),
      ),
    );
  });

  it('reopens a delivered order for an update, after a confirmation with the reason', async () => {
    const user = userEvent.setup();
    api.on(
      'POST',
      '/order/reopen',
      reply(
        200,
        'Commande AB12CD rouverte : livrez la nouvelle version avec « Terminer »',
        order({ state: 'need-refresh' }),
      ),
    );
    const { unmount } = renderWithHost(<OrderActions order={order()} />);
    expect(screen.queryByRole('button', { name: 'Rouvrir (actualisation)' })).toBeNull();
    unmount();
    const { actions } = renderWithHost(<OrderActions order={order({ state: 'done' })} />);
    await user.click(screen.getByRole('button', { name: 'Rouvrir (actualisation)' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Rouvrir la commande AB12CD ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Rouvrir' }));
    expect(within(dialog).getByLabelText('Motif')).toHaveAccessibleDescription(
      /Indiquez pourquoi la commande est rouverte/,
    );
    expect(api.calls('POST', '/order/reopen')).toEqual([]);
    await user.type(within(dialog).getByLabelText('Motif'), 'AG du 18 mars 2027');
    await user.click(within(dialog).getByRole('button', { name: 'Rouvrir' }));
    await waitFor(() =>
      expect(api.calls('POST', '/order/reopen').map((request) => request.body)).toEqual([
        { orderid: 'AB12CD', account: 'client@example.fr', reason: 'AG du 18 mars 2027' },
      ]),
    );
    await waitFor(() =>
      expect(actions).toContainEqual(
        expect.objectContaining({
          payload: expect.objectContaining({
            message: 'Commande AB12CD rouverte : livrez la nouvelle version avec « Terminer »',
          }),
        }),
      ),
    );
  });
});
