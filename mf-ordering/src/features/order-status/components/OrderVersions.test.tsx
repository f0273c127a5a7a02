import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DeliveredVersion } from '@ped/client';
import { formatCents } from '@ped/domain';
import { fakeApi, file, type FakeApi } from '@ped/host/testing';
import { renderWithHost } from '../../../testing/renderWithHost';
import type { OrderDetail } from '../api/order-status-api';
import { OrderVersions } from './OrderVersions';

const order = {
  orderid: 'AB12CD',
  state: 'done',
  document: { url: null, generated: '2026-11-24T09:00:00.000Z' },
  payload: { offer: 'cle' },
} as unknown as OrderDetail;

describe('versions du pré-état daté sur la page de la commande', () => {
  let api: FakeApi;
  beforeEach(() => {
    api = fakeApi();
  });

  it('liste les versions, la plus récente d’abord, avec ce qui a changé, et télécharge une ancienne', async () => {
    const delivered: DeliveredVersion[] = [
      { version: 1, delivered: '2026-11-20T10:00:00.000Z', changes: null },
      {
        version: 2,
        delivered: '2026-11-24T09:00:00.000Z',
        changes: [
          {
            kind: 'changed',
            field: 'unpaid',
            label: 'Impayés de charges de la copropriété',
            lot: null,
            before: 721000,
            after: 748000,
          },
        ],
      },
    ];
    api
      .on('GET', '/order/:orderid/versions', delivered)
      .on('GET', '/order/:orderid/document', file(new Blob(['%PDF'])));
    // the browser's download, which jsdom cannot do
    URL.createObjectURL = jest.fn(() => 'blob:v1');
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderWithHost(<OrderVersions order={order} account="vendeur@exemple.fr" />);

    const items = await screen.findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Version 2 — livrée le 24 novembre 2026 (en vigueur)');
    // the matcher reads no-break spaces as spaces
    expect(items[0]).toHaveTextContent(
      `Impayés de charges de la copropriété : ${formatCents(721000)} → ${formatCents(748000)}`.replace(
        /\s/g,
        ' ',
      ),
    );
    expect(api.calls('GET', '/order/AB12CD/versions')).toMatchObject([
      { query: { account: 'vendeur@exemple.fr' } },
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Télécharger la version 1' }));
    await waitFor(() =>
      expect(api.calls('GET', '/order/AB12CD/document')).toMatchObject([
        { query: { account: 'vendeur@exemple.fr', version: '1' } },
      ]),
    );
  });

  it('ne montre rien tant qu’une seule version existe', async () => {
    api.on('GET', '/order/:orderid/versions', [
      { version: 1, delivered: '2026-11-20T10:00:00.000Z', changes: null },
    ]);
    const { container } = renderWithHost(<OrderVersions order={order} account={null} />);
    await waitFor(() => expect(api.calls('GET', '/order/AB12CD/versions')).toHaveLength(1));
    expect(container).toBeEmptyDOMElement();
  });
});
