import { screen } from '@testing-library/react';
import type { Order } from '@ped/client';
import { renderWithHost } from '../../../testing/renderWithHost';
import { DocumentReadings } from './DocumentReadings';

const upload = (id: string, name: string, reading: object) => ({ id, name, reading });

describe('the seller’s documents not read (yet) in the order panel', () => {
  it('lists those being read and those that could not be, with the reason', () => {
    const order = {
      uploads: [
        upload('u1', 'appel.pdf', { status: 'done', reason: null, guess: null }),
        upload('u2', 'releve.pdf', { status: 'pending', reason: null, guess: null }),
        upload('u3', 'photo.heic', {
          status: 'failed',
          reason: 'les photos HEIC ne sont pas lues automatiquement',
          guess: null,
        }),
      ],
    } as unknown as Order;
    renderWithHost(<DocumentReadings order={order} />);
    expect(screen.getByRole('status')).toHaveTextContent('Lecture automatique des documents');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'releve.pdf : lecture en cours…',
      'photo.heic : lecture automatique impossible : les photos HEIC ne sont pas lues automatiquement',
    ]);
  });

  it('says nothing once every document is read', () => {
    const order = {
      uploads: [upload('u1', 'appel.pdf', { status: 'done', reason: null, guess: null })],
    } as unknown as Order;
    const { container } = renderWithHost(<DocumentReadings order={order} />);
    expect(container).toBeEmptyDOMElement();
  });
});
