import { screen } from '@testing-library/react';
import { orderFixture, uploadFixture } from '../../../testing/orders';
import { renderWithHost } from '../../../testing/renderWithHost';
import { OrderSummary } from './OrderSummary';

describe('the documents listed on the order page', () => {
  it('names each document’s type once read, and where its reading stands before', () => {
    const order = orderFixture({
      orderid: 'AB12CD',
      created: '2026-11-20T10:00:00.000Z',
      payload: { offer: 'cle', method: 'upload', syndic: { has_password: false } },
      uploads: [
        uploadFixture({ id: 'u1', name: 'pv-ag-2026.pdf', doctype: 2 }),
        uploadFixture({
          id: 'u2',
          name: 'appel.pdf',
          reading: { status: 'pending', reason: null, guess: null },
        }),
        uploadFixture({
          id: 'u3',
          name: 'IMG_0042.heic',
          reading: {
            status: 'failed',
            reason: 'les photos HEIC ne sont pas lues automatiquement',
            guess: null,
          },
        }),
        uploadFixture({ id: 'u4', name: 'scan.png' }),
      ],
    } as never);
    renderWithHost(<OrderSummary order={order} />);
    expect(screen.getByText('pv-ag-2026.pdf — Procès-Verbal (PVs)')).toBeInTheDocument();
    expect(screen.getByText('appel.pdf — lecture en cours…')).toBeInTheDocument();
    expect(
      screen.getByText(
        'IMG_0042.heic — type à déterminer par nos experts (lecture automatique impossible : les photos HEIC ne sont pas lues automatiquement)',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('scan.png — type à déterminer')).toBeInTheDocument();
  });
});
