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

  it('warns of the documents about other lots than the sale’s, whose lot amounts are not proposed', () => {
    const guess = (lots: string[]) => ({
      doctype: 10,
      dateISO: null,
      label: 'Appel de fonds',
      confidence: 0.95,
      dateConfidence: 0,
      lots,
    });
    const order = {
      stored: { lots: [{ number: '12' }] },
      uploads: [
        upload('u1', 'appel-412.pdf', { status: 'done', reason: null, guess: guess(['412']) }),
        upload('u2', 'releve.pdf', { status: 'done', reason: null, guess: guess(['12', '40']) }),
        upload('u3', 'pv.pdf', { status: 'done', reason: null, guess: guess([]) }),
      ],
    } as unknown as Order;
    renderWithHost(<DocumentReadings order={order} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Documents d’un autre lot');
    expect(alert).toHaveTextContent(
      'Ce document nomme d’autres lots que le lot 12 de la vente : ses montants par lot ne sont pas proposés.',
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'appel-412.pdf : le lot 412',
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
