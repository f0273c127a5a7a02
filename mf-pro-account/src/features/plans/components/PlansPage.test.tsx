import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SavedCards, SubscriptionState } from '@ped/client';
import { fakeApi, reply, type FakeApi } from '@ped/host/testing';
import { renderWithHost, proSession } from '../../../testing/renderWithHost';
import { PlansPage } from './PlansPage';

const oneCard: SavedCards = {
  methods: [{ id: 'pm_1', brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 }],
  default: 'pm_1',
};
const experts: SubscriptionState = {
  plan: 'experts',
  status: 'active',
  expires: '2026-12-21T10:00:00.000Z',
  canceled: false,
};

describe('PlansPage', () => {
  let api: FakeApi;
  beforeEach(() => {
    api = fakeApi()
      .on('GET', '/billing/stripe/listMethods', oneCard)
      .on('GET', '/billing/subscription', {
        plan: 'free',
        status: 'none',
        expires: null,
        canceled: false,
      });
  });

  it('compares the plans with their prices, quotas and features', async () => {
    renderWithHost(<PlansPage />, { session: proSession({}, 'free') });
    const experts = await screen.findByTestId('plan-experts');
    expect(within(experts).getByText('29,00 € HT / mois')).toBeInTheDocument();
    expect(within(experts).getByText('Jusqu’à 4 utilisateurs')).toBeInTheDocument();
    expect(within(experts).getByText('Accès à l’API avec vos clés')).toBeInTheDocument();
    expect(within(screen.getByTestId('plan-free')).getByText('Votre formule')).toBeInTheDocument();
  });

  it('subscribes with the default card and says so; an API refusal stays on screen', async () => {
    api.on(
      'POST',
      '/billing/subscribe',
      reply(402, 'Paiement refusé par la banque : essayez avec une autre carte'),
      reply(200, 'Bienvenue dans la formule Experts !', experts),
    );
    const { actions } = renderWithHost(<PlansPage />, { session: proSession({}, 'free') });
    const button = await screen.findByRole('button', { name: 'Souscrire à Experts' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    expect(
      await screen.findByText('Paiement refusé par la banque : essayez avec une autre carte'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Souscrire à Experts' }));
    await waitFor(() => expect(api.calls('POST', '/billing/subscribe')).toHaveLength(2));
    expect(api.calls('POST', '/billing/subscribe').at(-1)?.body).toEqual({
      plan: 'experts',
      payment_method: 'pm_1',
    });
    expect(await screen.findByText(/Prochain renouvellement le 21 déc\. 2026/)).toBeInTheDocument();
    expect(actions).toEqual(
      expect.arrayContaining([expect.objectContaining({ type: 'account/refresh' })]),
    );
  });

  it('says next to a greyed-out « Souscrire » why it is greyed out', async () => {
    api.on('GET', '/billing/stripe/listMethods', { methods: [], default: null });
    const { unmount } = renderWithHost(<PlansPage />, { session: proSession({}, 'free') });
    const button = await screen.findByRole('button', { name: 'Souscrire à Experts' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Enregistrez d’abord une carte dans Facturation.');
    unmount();

    api
      .on('GET', '/billing/stripe/listMethods', oneCard)
      .on('GET', '/billing/subscription', experts);
    renderWithHost(<PlansPage />, { session: proSession({}, 'experts') });
    const premium = await screen.findByRole('button', { name: 'Souscrire à Premium' });
    await waitFor(() =>
      expect(premium).toHaveAccessibleDescription(
        'Résiliez d’abord la formule Experts : un seul abonnement à la fois.',
      ),
    );
    expect(premium).toBeDisabled();
  });

  it('lets only the owner change the plan', async () => {
    renderWithHost(<PlansPage />, { session: proSession({ role: 'member' }, 'free') });
    expect(
      await screen.findByText('Seul l’administrateur du compte peut changer de formule.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Souscrire/ })).not.toBeInTheDocument();
  });
});
