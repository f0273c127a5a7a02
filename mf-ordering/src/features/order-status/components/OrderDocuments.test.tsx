import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrderState } from '@ped/domain';
import { fakeApi, reply, type FakeApi } from '@ped/host/testing';
import { renderWithHost } from '../../../testing/renderWithHost';
import { uploadFixture } from '../../../testing/orders';
import type { OrderDetail } from '../api/order-status-api';
import { OrderDocuments } from './OrderDocuments';

function orderIn(state: OrderState, offer = 'cle'): OrderDetail {
  return {
    orderid: 'AB12CD',
    state,
    paid: '2026-11-20T10:00:00.000Z',
    payload: { offer },
    uploads: [
      {
        id: 'u1',
        name: 'pv-ag-2026.pdf',
        doctype: 2,
        uploaded: '2026-11-20T10:05:00.000Z',
      },
    ],
  } as unknown as OrderDetail;
}

describe('documents de la commande sur la page de suivi', () => {
  let api: FakeApi;
  beforeEach(() => {
    api = fakeApi();
  });

  it('ajoute un document tant que nos experts attendent les documents, puis recharge la commande', async () => {
    const added = uploadFixture({ id: 'u2', name: 'appel-de-fonds.pdf' });
    api.on('POST', '/order/:orderid/upload', {
      url: added.url,
      mimetype: added.mimetype,
      upload: added,
    });
    const onAdded = jest.fn();
    renderWithHost(
      <OrderDocuments order={orderIn('waiting')} account="vendeur@exemple.fr" onAdded={onAdded} />,
    );
    const file = new File(['%PDF-1.4'], 'appel-de-fonds.pdf', { type: 'application/pdf' });
    await userEvent.upload(screen.getByLabelText(/Ajouter des documents/), file);

    expect(
      await screen.findByText(
        'Document ajouté : appel-de-fonds.pdf. Nos experts en sont prévenus.',
      ),
    ).toBeInTheDocument();
    const [sent] = api.calls('POST', '/order/AB12CD/upload');
    expect(sent!.query).toEqual({ account: 'vendeur@exemple.fr' });
    expect(sent!.form!.get('file')).toBe(file);
    await waitFor(() => expect(onAdded).toHaveBeenCalled());
  });

  it('dit la raison d’un refus en français et garde la page', async () => {
    api.on('POST', '/order/:orderid/upload', reply(413, 'Fichier trop volumineux (20 Mo au plus)'));
    renderWithHost(
      <OrderDocuments order={orderIn('confirmed')} account={null} onAdded={jest.fn()} />,
    );
    const file = new File(['x'], 'scan.pdf', { type: 'application/pdf' });
    await userEvent.upload(screen.getByLabelText(/Ajouter des documents/), file);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'scan.pdf : Fichier trop volumineux (20 Mo au plus)',
    );
  });

  it('n’offre plus l’ajout une fois les documents reçus, et dit comment en envoyer un', () => {
    renderWithHost(
      <OrderDocuments order={orderIn('received')} account={null} onAdded={jest.fn()} />,
    );
    expect(screen.queryByLabelText(/Ajouter des documents/)).toBeNull();
    expect(screen.getByText(/Nos experts ont reçu vos documents/)).toHaveTextContent(
      'envoyez-le à documents@pre-etat-date.fr en indiquant votre numéro de commande AB12CD',
    );
    expect(screen.getByRole('link', { name: 'documents@pre-etat-date.fr' })).toHaveAttribute(
      'href',
      'mailto:documents@pre-etat-date.fr?subject=Documents%20commande%20AB12CD',
    );
  });

  it('ne montre rien pour Libre, qui ne demande aucun document', () => {
    const { container } = renderWithHost(
      <OrderDocuments order={orderIn('done', 'eco')} account={null} onAdded={jest.fn()} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
