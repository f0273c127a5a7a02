import { createOrderForm } from './order-form';
import { prefilledFromOrder } from './reorder';

describe('prefilledFromOrder', () => {
  it('keeps the sale and drops figures, password, acceptance and paid invoice data', () => {
    const previous = {
      ...createOrderForm(),
      offer: 'cle' as const,
      valid: true,
      email: 'vendeur@exemple.fr',
      address: '3 rue des Lilas',
      lots: [
        {
          number: '12',
          kind: 'appartement' as const,
          description: 'T3',
          tantiemes: 245,
          tantiemes_total: 10000,
        },
      ],
      notary: { name: 'Maître Durand', email: 'durand@notaires.fr' },
      budget: 1234.56,
      dt_based: '2026-06-12',
      syndic: { name: 'Cabinet Martin', url: 'https://x', username: 'u', password: 'secret' },
      invoice: { ...createOrderForm().invoice, lastname: 'Dupont', price: 59.9 },
    };
    const next = prefilledFromOrder(previous);
    expect(next).toMatchObject({
      offer: 'cle',
      valid: false,
      email: 'vendeur@exemple.fr',
      address: '3 rue des Lilas',
      notary: previous.notary,
      lots: previous.lots,
      budget: null,
      dt_based: null,
      syndic: { name: 'Cabinet Martin', password: '' },
      invoice: { lastname: 'Dupont', price: null },
    });
  });

  it('gives a fresh form without a previous one', () => {
    expect(prefilledFromOrder(null)).toEqual(createOrderForm());
  });
});
