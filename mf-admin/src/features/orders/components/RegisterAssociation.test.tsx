import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Order } from '@ped/client';
import { FINISH_NEEDS_REGISTER } from '@ped/domain';
import { fakeApi, reply, type FakeApi } from '@ped/host/testing';
import { renderWithHost } from '../../../testing/renderWithHost';
import { RegisterAssociation } from './RegisterAssociation';

const upload = (id: string, extra: Partial<Order['uploads'][number]>) => ({
  id,
  url: `/files/orders/AB12CD/${id}.pdf`,
  name: `${id}.pdf`,
  mimetype: 'application/pdf',
  doctype: null,
  delivered: null,
  comment: '',
  uploaded: '2026-11-20T10:00:00Z',
  reading: { status: 'done' as const, reason: null, guess: null },
  ...extra,
});

const order = (extra: Partial<Order> = {}) =>
  ({
    orderid: 'AB12CD',
    account: 'client@example.fr',
    state: 'ready',
    registration_id: null,
    includes_documents: true,
    payload: { offer: 'cle' },
    register: null,
    register_documents: [],
    uploads: [upload('pv', { doctype: 2, delivered: '2024-03-12T12:00:00Z' }), upload('scan', {})],
    ...extra,
  }) as unknown as Order;

describe('RegisterAssociation', () => {
  let api: FakeApi;
  beforeEach(() => {
    api = fakeApi();
  });

  it('creates the copropriété and files the checked uploads in one confirmation', async () => {
    const user = userEvent.setup();
    api
      .on(
        'POST',
        '/order/associate',
        reply(
          200,
          'Copropriété AB1234567 créée, commande associée',
          order({ registration_id: 'AB1234567' }),
        ),
      )
      .on('POST', '/order/file-uploads', reply(200, '1 document(s) classé(s)', order()));
    renderWithHost(<RegisterAssociation order={order()} />);
    expect(screen.getByText(FINISH_NEEDS_REGISTER)).toBeVisible();
    const pv = screen.getByRole('checkbox', {
      name: 'Procès-Verbal (PVs) du 12 mars 2024 (pv.pdf)',
    });
    expect(pv).toBeChecked();
    const scan = screen.getByRole('checkbox', { name: 'scan.pdf' });
    expect(scan).toBeDisabled();
    expect(scan).toHaveAccessibleDescription(
      '« scan.pdf » : indiquez son type de document avant de le classer',
    );

    const field = screen.getByLabelText('Immatriculation de la copropriété');
    expect(
      screen.getByRole('button', { name: 'Associer et classer les documents cochés' }),
    ).toBeDisabled();
    await user.type(field, 'AB12');
    await user.click(
      screen.getByRole('button', { name: 'Associer et classer les documents cochés' }),
    );
    expect(field).toHaveAccessibleDescription(/Numéro d’immatriculation invalide/);
    expect(api.requests).toEqual([]);

    await user.clear(field);
    await user.type(field, 'ab 1234567');
    await user.click(
      screen.getByRole('button', { name: 'Associer et classer les documents cochés' }),
    );
    const dialog = screen.getByRole('alertdialog', {
      name: 'Associer à la copropriété AB1234567 ?',
    });
    expect(dialog).toHaveTextContent(
      'La copropriété est créée si elle n’est pas encore enregistrée. 1 document(s) de la commande seront classés parmi les siens et annexés au pré-état daté.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Confirmer' }));
    // associated first, then filed among the copropriété's documents
    await waitFor(() =>
      expect(api.requests.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
        {
          method: 'POST',
          path: '/order/associate',
          body: {
            orderid: 'AB12CD',
            account: 'client@example.fr',
            registration_id: 'AB1234567',
            create: true,
          },
        },
        {
          method: 'POST',
          path: '/order/file-uploads',
          body: { orderid: 'AB12CD', account: 'client@example.fr', upload_ids: ['pv'] },
        },
      ]),
    );
  });

  it('says what an associated order annexes, and offers only the uploads not filed yet', async () => {
    renderWithHost(
      <RegisterAssociation
        order={order({
          registration_id: 'AB1234567',
          register: {
            id: 'AB1234567',
            name: '',
            address: '3 rue des Lilas, 69003 Lyon',
          } as Order['register'],
          register_documents: [
            { doctype: 2, delivered: '2024-03-12T12:00:00Z' },
          ] as Order['register_documents'],
        })}
      />,
    );
    expect(screen.queryByText(FINISH_NEEDS_REGISTER)).toBeNull();
    expect(
      screen.getByText(
        'Associée à la copropriété AB1234567 (3 rue des Lilas, 69003 Lyon) : 1 document(s) annexé(s) au pré-état daté.',
      ),
    ).toBeVisible();
    expect(
      screen.getByRole('checkbox', { name: 'Procès-Verbal (PVs) du 12 mars 2024 (pv.pdf)' }),
    ).toHaveAccessibleDescription(
      '« Procès-Verbal (PVs) du 12 mars 2024 (pv.pdf) » est déjà parmi les documents de la copropriété',
    );
    expect(screen.getByRole('button', { name: 'Classer les documents cochés' })).toBeDisabled();
  });

  it('offers to associate an order that has no upload, once a number is typed', async () => {
    const user = userEvent.setup();
    renderWithHost(
      <RegisterAssociation order={order({ uploads: [], includes_documents: false })} />,
    );
    const associate = screen.getByRole('button', { name: 'Associer' });
    expect(associate).toBeDisabled();
    await user.type(screen.getByLabelText('Immatriculation de la copropriété'), 'AB1234567');
    expect(associate).toBeEnabled();
  });
});
