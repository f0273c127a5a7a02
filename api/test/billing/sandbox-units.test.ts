import { parseStripeForm } from '../../sandbox/stripe/form-body';
import { checkCard } from '../../sandbox/stripe/test-cards';

describe('bac à sable Stripe', () => {
  it('lit les corps encodés par le SDK Stripe (objets et tableaux imbriqués)', () => {
    const body =
      'mode=payment&metadata[orderid]=A1B2C3&line_items[0][quantity]=1&line_items[0][price_data][unit_amount]=5990&line_items[1][quantity]=2';
    expect(parseStripeForm(body)).toEqual({
      mode: 'payment',
      metadata: { orderid: 'A1B2C3' },
      line_items: [{ quantity: '1', price_data: { unit_amount: '5990' } }, { quantity: '2' }],
    });
  });

  const form = {
    email: 'a@example.fr',
    number: '4242 4242 4242 4242',
    expiry: '12 / 40',
    cvc: '123',
    name: 'Claire Martin',
  };
  const now = new Date('2026-11-15T10:00:00Z');

  it('accepte 4242…, refuse 4000 0000 0000 0002 avec un message français', () => {
    expect(checkCard(form, now)).toEqual({ outcome: 'succeeded' });
    expect(checkCard({ ...form, number: '4000000000000002' }, now)).toMatchObject({
      outcome: 'declined',
      message: 'Votre carte a été refusée. Essayez avec une autre carte.',
    });
  });

  it('signale chaque champ incorrect à côté du champ', () => {
    const result = checkCard(
      { email: 'x', number: '4242 4242 4242 4241', expiry: '10 / 26', cvc: '1', name: ' ' },
      now,
    );
    expect(result).toEqual({
      outcome: 'invalid',
      errors: {
        email: 'Adresse e-mail incorrecte.',
        number: 'Le numéro de carte est incorrect.',
        expiry: 'La date d’expiration de votre carte est dépassée.',
        cvc: 'Le code de sécurité (CVC) est incorrect.',
        name: 'Indiquez le nom du titulaire de la carte.',
      },
    });
  });
});
