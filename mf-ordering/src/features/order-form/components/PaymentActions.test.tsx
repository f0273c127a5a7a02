import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { orderTotal } from '@ped/domain';
import { fakeApi, reply, type FakeApi } from '@ped/host/testing';
import { orderFixture } from '../../../testing/orders';
import { renderWithHost } from '../../../testing/renderWithHost';
import { leaveSiteFor } from '../../../shared/leave-site';
import { draftActions } from '../store/draft-actions';
import { PaymentActions } from './PaymentActions';

jest.mock('../../../shared/leave-site', () => ({ leaveSiteFor: jest.fn() }));

const complete = {
  offer: 'cle' as const,
  valid: true,
  email: 'vendeuse@example.fr',
  address: '12 rue des Lilas',
  zipcode: '75011',
  city: 'Paris',
  lots: [
    {
      number: '12',
      kind: 'appartement' as const,
      description: '',
      tantiemes: null,
      tantiemes_total: null,
    },
  ],
  owners: [
    { firstname: 'Claire', lastname: 'Martin', address: '', additional: '', zipcode: '', city: '' },
  ],
  method: 'email' as const,
  syndic: { name: 'Syndic Dupont', url: '', username: '', password: '' },
  invoiced: false,
};

const order = orderFixture({
  orderid: 'A1B2C3',
  account: 'vendeuse@example.fr',
  state: 'awaiting-payment',
  pending: true,
  stored: complete,
});

function setup() {
  const view = renderWithHost(
    <PaymentActions total={orderTotal('cle', [], 'consumer', new Date(), 1)!} />,
  );
  act(() => {
    view.store.dispatch(draftActions.account('vendeuse@example.fr'));
    view.store.dispatch(draftActions.patch(complete));
  });
  return view;
}

/** What each save of the order sent, as POST /order/store received it. */
const saves = (api: FakeApi) => api.calls('POST', '/order/store').map((r) => r.body);

describe('paiement depuis le récapitulatif', () => {
  let api: FakeApi;
  beforeEach(() => {
    jest.clearAllMocks();
    api = fakeApi().on('POST', '/order/store', order);
  });

  it('valide la commande, ouvre le paiement et y envoie le navigateur', async () => {
    api.on('POST', '/billing/stripe/checkout/order', {
      url: 'http://localhost:4010/c/pay/cs_test_1',
      amount: 5990,
    });
    setup();
    fireEvent.click(screen.getByRole('button', { name: /^Payer 59,90\s€ TTC$/ }));
    await waitFor(() =>
      expect(leaveSiteFor).toHaveBeenCalledWith('http://localhost:4010/c/pay/cs_test_1'),
    );
    expect(saves(api)).toContainEqual(
      expect.objectContaining({
        confirmed: true,
        billing_mode: 'card',
        account: 'vendeuse@example.fr',
      }),
    );
    expect(api.calls('POST', '/billing/stripe/checkout/order')).toMatchObject([
      { body: { orderid: 'A1B2C3', account: 'vendeuse@example.fr', options: [] } },
    ]);
  });

  it('un échec est expliqué en français et la commande reste telle que saisie', async () => {
    api.on(
      'POST',
      '/billing/stripe/checkout/order',
      reply(400, 'Cette offre ne se règle pas en ligne'),
    );
    const { store } = setup();
    fireEvent.click(screen.getByRole('button', { name: /^Payer 59,90\s€ TTC$/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Cette offre ne se règle pas en ligne Vos informations sont conservées.',
    );
    expect(leaveSiteFor).not.toHaveBeenCalled();
    expect(store.getState().stored.stored).toMatchObject({
      address: '12 rue des Lilas',
      lots: complete.lots,
    });
  });

  it('renvoie à la première étape incomplète sans confirmer ni payer', () => {
    const { store } = setup();
    act(() => void store.dispatch(draftActions.patch({ city: '' })));
    fireEvent.click(screen.getByRole('button', { name: /^Payer 59,90\s€ TTC$/ }));
    expect(store.getState().stored.step).toBe('bien');
    expect(store.getState().stored.errors).toEqual({ city: 'La ville est requise' });
    // the draft is saved on the step change, but nothing is confirmed nor paid
    expect(saves(api)).not.toContainEqual(expect.objectContaining({ confirmed: true }));
    expect(api.calls('POST', '/billing/stripe/checkout/order')).toEqual([]);
  });
});
