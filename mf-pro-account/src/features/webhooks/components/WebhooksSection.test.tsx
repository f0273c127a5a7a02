import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WebhookDelivery, WebhookEndpoint } from '@ped/client';
import { fakeApi, reply, type FakeApi } from '@ped/host/testing';
import { proSession, renderWithHost } from '../../../testing/renderWithHost';
import { WebhooksSection } from './WebhooksSection';

const endpoint: WebhookEndpoint = {
  id: 'w1',
  url: 'https://logiciel.agence.test/hook',
  events: ['order.ready', 'order.done'],
  enabled: true,
  disabled_reason: null,
  failing_since: null,
  previous_secret_until: null,
  created: '2026-11-20T09:00:00.000Z',
  created_by: 'gerant@agence.test',
};

const delivery = (
  attempt: number,
  status: number | null,
  next: string | null,
): WebhookDelivery => ({
  id: `d${attempt}`,
  event_id: 'evt_1',
  type: 'order.ready' as const,
  livemode: true,
  orderids: ['AB12CD'],
  attempt,
  at: `2026-11-25T10:0${attempt}:00.000Z`,
  status_code: status,
  duration_ms: 1234,
  succeeded: status === 200,
  error: status === 200 ? null : 'Réponse 500 : seule une réponse 2xx vaut accusé de réception',
  response_excerpt: '',
  next_retry: next,
});

let api: FakeApi;
beforeEach(() => {
  api = fakeApi();
});

describe('WebhooksSection', () => {
  it('adds an endpoint with its events, shows the secret once and clears the form', async () => {
    api
      .on('GET', '/account/webhooks', [], [endpoint])
      .on('POST', '/account/webhooks', { endpoint, secret: 'whsec_SecretMontreUneFois' });
    renderWithHost(<WebhooksSection />);

    const add = await screen.findByRole('button', { name: 'Ajouter le webhook' });
    expect(add).toBeDisabled();
    await userEvent.type(screen.getByLabelText(/Adresse HTTPS du webhook/), endpoint.url);
    await userEvent.click(screen.getByRole('checkbox', { name: /Prête, livraison imminente/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /Terminée/ }));
    await userEvent.click(add);

    expect(api.calls('POST', '/account/webhooks')).toMatchObject([
      { body: { url: endpoint.url, events: ['order.ready', 'order.done'] } },
    ]);
    expect(await screen.findByTestId('webhook-secret')).toHaveTextContent(
      'whsec_SecretMontreUneFois',
    );
    expect(
      screen.getByText(
        'Copiez le secret de signature maintenant : il ne sera plus jamais affiché.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: `Webhook ${endpoint.url}` })).toBeVisible();
    expect(screen.getByLabelText(/Adresse HTTPS du webhook/)).toHaveValue('');
  });

  it('keeps what was typed when the API refuses it, and says why in French', async () => {
    api
      .on('GET', '/account/webhooks', [])
      .on(
        'POST',
        '/account/webhooks',
        reply(
          400,
          'L’adresse doit commencer par https:// : les événements ne voyagent que chiffrés',
        ),
      );
    renderWithHost(<WebhooksSection />);
    await userEvent.type(
      await screen.findByLabelText(/Adresse HTTPS du webhook/),
      'http://logiciel.agence.test/hook',
    );
    await userEvent.click(screen.getByRole('checkbox', { name: /Facture émise/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter le webhook' }));

    expect(
      await screen.findByText(
        'L’adresse doit commencer par https:// : les événements ne voyagent que chiffrés',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/Adresse HTTPS du webhook/)).toHaveValue(
      'http://logiciel.agence.test/hook',
    );
    expect(screen.getByRole('checkbox', { name: /Facture émise/ })).toBeChecked();
  });

  it('sends a test event, renews the secret, switches off, and deletes after confirmation', async () => {
    api
      .on('GET', '/account/webhooks', [endpoint])
      .on(
        'POST',
        '/account/webhooks/w1/test',
        reply(200, 'Événement de test reçu : réponse 200 en 42 ms', delivery(1, 200, null)),
      )
      .on('POST', '/account/webhooks/w1/rotate', { endpoint, secret: 'whsec_Nouveau' })
      .on('PUT', '/account/webhooks/w1', { ...endpoint, enabled: false })
      .on('DELETE', '/account/webhooks/w1', endpoint);
    renderWithHost(<WebhooksSection />);
    const item = await screen.findByRole('region', { name: `Webhook ${endpoint.url}` });

    await userEvent.click(
      within(item).getByRole('button', { name: 'Envoyer un événement de test' }),
    );
    expect(await screen.findByText('Événement de test reçu : réponse 200 en 42 ms')).toBeVisible();
    expect(api.calls('POST', '/account/webhooks/w1/test')).toHaveLength(1);

    await userEvent.click(within(item).getByRole('button', { name: 'Renouveler le secret' }));
    // it asks first (it renewed at once): the former secret stops signing after 24 h
    expect(api.calls('POST', '/account/webhooks/w1/rotate')).toEqual([]);
    const confirm = screen.getByRole('alertdialog');
    expect(confirm).toHaveTextContent(/L’ancien les signe encore pendant 24 h/);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Renouveler' }));
    expect(await screen.findByTestId('webhook-secret')).toHaveTextContent('whsec_Nouveau');
    expect(api.calls('POST', '/account/webhooks/w1/rotate')).toHaveLength(1);
    expect(screen.getByText(/l’ancien signe encore les envois pendant 24 h/)).toBeVisible();

    await userEvent.click(within(item).getByRole('button', { name: 'Désactiver' }));
    expect(api.calls('PUT', '/account/webhooks/w1')).toMatchObject([
      { body: { url: endpoint.url, events: ['order.ready', 'order.done'], enabled: false } },
    ]);

    await userEvent.click(
      within(item).getByRole('button', { name: `Supprimer le webhook ${endpoint.url}` }),
    );
    expect(api.calls('DELETE', '/account/webhooks/w1')).toEqual([]);
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Supprimer' }),
    );
    await waitFor(() => expect(api.calls('DELETE', '/account/webhooks/w1')).toHaveLength(1));
  });

  it('shows the delivery log, latest first, with the order, status, try and next retry (the order was not named)', async () => {
    api
      .on('GET', '/account/webhooks', [{ ...endpoint, failing_since: '2026-11-25T10:01:00.000Z' }])
      .on('GET', '/account/webhooks/:id/deliveries', {
        items: [delivery(2, 500, '2026-11-25T10:05:00.000Z'), delivery(1, 200, null)],
        total: 2,
        page: 1,
        pageSize: 10,
      });
    renderWithHost(<WebhooksSection />);
    expect(await screen.findByText(/En échec depuis le 25\snov\.\s2026/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Journal des envois' }));

    const table = await screen.findByRole('table');
    await within(table).findByText('500');
    expect(api.calls('GET', '/account/webhooks/w1/deliveries')).toMatchObject([
      { query: { page: '1', pageSize: '10' } },
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(
        /^25\snov\.\s2026 à 11h02Prête, livraison imminenteAB12CD25001\s234\sms25\snov\.\s2026 à 11h05$/,
      ),
      expect.stringMatching(
        /^25\snov\.\s2026 à 11h01Prête, livraison imminenteAB12CD12001\s234\sms—$/,
      ),
    ]);
  });

  it('tells a collaborator who manages webhooks, and shows nothing without the API', async () => {
    const { unmount } = renderWithHost(<WebhooksSection />, {
      session: proSession({ role: 'member' }),
    });
    expect(
      screen.getByText(
        'Les webhooks de votre organisation sont gérés par l’administrateur du compte.',
      ),
    ).toBeInTheDocument();
    unmount();
    const { container } = renderWithHost(<WebhooksSection />, {
      session: proSession({}, 'free'),
    });
    expect(container).toBeEmptyDOMElement();
    expect(api.requests).toEqual([]);
  });
});
