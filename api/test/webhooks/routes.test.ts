import { featureRefusal, KEY_OUTSIDE_API } from '@ped/domain';
import { bearer, createAccount, createProfessional, tokenFor } from '../helpers/accounts';
import { appWithMailForFile } from '../helpers/app-with-mail';
import { createIntegrator } from '../api-v1/helpers';
import { addEndpoint, deliveriesOf } from './helpers';
import { startReceiver, type Receiver } from './receiver';

const context = appWithMailForFile({ SCHEDULER_ENABLED: 'false' });
const app = () => context.app;

/** Paramètres › Webhooks: the owner manages the endpoints; nobody else does. */
describe('webhook endpoints in Paramètres', () => {
  let owner: Awaited<ReturnType<typeof createProfessional>>;
  let receiver: Receiver;
  beforeAll(async () => {
    owner = await createProfessional(app(), 'gerant@agence-parametres.test', 'experts');
    receiver = await startReceiver([200]);
  });
  afterAll(() => receiver.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    token: string,
    payload?: object,
  ) => app().inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

  it('adds an endpoint, shows its secret once, then lists it without', async () => {
    const created = await call('POST', '/account/webhooks', owner.token, {
      url: receiver.url,
      events: ['order.ready', 'order.done'],
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().message).toBe(
      'Webhook ajouté : copiez son secret maintenant, il ne sera plus affiché',
    );
    const { endpoint, secret } = created.json().payload;
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(endpoint).toMatchObject({
      url: receiver.url,
      events: ['order.ready', 'order.done'],
      enabled: true,
      disabled_reason: null,
      created_by: 'gerant@agence-parametres.test',
    });
    const listed = await call('GET', '/account/webhooks', owner.token);
    expect(listed.json().payload).toEqual([endpoint]);
    expect(listed.body).not.toContain(secret);
  });

  it('refuses an address that is not HTTPS, and unknown or missing events, in French', async () => {
    for (const [url, message] of [
      [
        'http://logiciel.exemple.fr/hook',
        'L’adresse doit commencer par https:// : les événements ne voyagent que chiffrés',
      ],
      [
        'pas une adresse',
        'Adresse invalide : indiquez une URL complète, par exemple https://logiciel.exemple.fr/webhooks/pre-etat-date',
      ],
      [
        'https://moi:secret@logiciel.exemple.fr/hook',
        'L’adresse ne doit contenir ni identifiant ni mot de passe',
      ],
    ]) {
      const response = await call('POST', '/account/webhooks', owner.token, {
        url,
        events: ['order.done'],
      });
      expect({ url, status: response.statusCode, message: response.json().message }).toEqual({
        url,
        status: 400,
        message,
      });
    }
    for (const events of [[], ['order.paid'], ['order.done', 'order.done']]) {
      const response = await call('POST', '/account/webhooks', owner.token, {
        url: 'https://logiciel.exemple.fr/hook',
        events,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/^(Cochez au moins un événement|Événement inconnu)/);
    }
  });

  it('switches an endpoint off and on, changes its events, and deletes it with its log', async () => {
    const { endpoint } = await addEndpoint(app(), owner.token, receiver.url, ['order.done']);
    const off = await call('PUT', `/account/webhooks/${endpoint.id}`, owner.token, {
      url: receiver.url,
      events: ['order.done', 'invoice.issued'],
      enabled: false,
    });
    expect(off.json()).toMatchObject({
      message: 'Webhook désactivé',
      payload: {
        enabled: false,
        disabled_reason: 'owner',
        events: ['order.done', 'invoice.issued'],
      },
    });
    const on = await call('PUT', `/account/webhooks/${endpoint.id}`, owner.token, {
      url: receiver.url,
      events: ['order.done'],
      enabled: true,
    });
    expect(on.json()).toMatchObject({ message: 'Webhook enregistré', payload: { enabled: true } });

    const removed = await call('DELETE', `/account/webhooks/${endpoint.id}`, owner.token);
    expect(removed.statusCode).toBe(200);
    const again = await call('DELETE', `/account/webhooks/${endpoint.id}`, owner.token);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Webhook introuvable');
  });

  it('sends a signed test event now and logs it, not retried', async () => {
    const { endpoint, secret } = await addEndpoint(app(), owner.token, receiver.url, [
      'order.done',
    ]);
    receiver.secrets.push(secret);
    const sent = await call('POST', `/account/webhooks/${endpoint.id}/test`, owner.token);
    expect(sent.statusCode).toBe(200);
    expect(sent.json().message).toMatch(/^Événement de test reçu : réponse 200 en \d+ ms$/);
    const test = receiver.received.at(-1)!;
    expect(test.validWith).toEqual([secret]);
    expect(test.json).toMatchObject({ type: 'webhook.test', livemode: false });
    const log = await deliveriesOf(app(), owner.token, endpoint.id);
    expect(log.items).toEqual([
      expect.objectContaining({
        type: 'webhook.test',
        attempt: 1,
        status_code: 200,
        next_retry: null,
      }),
    ]);
  });

  it('tells why a test event failed', async () => {
    const failing = await startReceiver([503]);
    const { endpoint } = await addEndpoint(app(), owner.token, failing.url, ['order.done']);
    const sent = await call('POST', `/account/webhooks/${endpoint.id}/test`, owner.token);
    await failing.close();
    expect(sent.json().message).toBe(
      'Événement de test non reçu : Réponse 503 : seule une réponse 2xx vaut accusé de réception',
    );
    expect(sent.json().payload).toMatchObject({ succeeded: false, status_code: 503 });
  });

  it('pages the delivery log, the latest first', async () => {
    const { endpoint } = await addEndpoint(app(), owner.token, receiver.url, ['order.done']);
    for (let n = 0; n < 3; n += 1)
      await call('POST', `/account/webhooks/${endpoint.id}/test`, owner.token);
    const page = await call(
      'GET',
      `/account/webhooks/${endpoint.id}/deliveries?page=2&pageSize=10`,
      owner.token,
    );
    expect(page.json().payload).toMatchObject({ items: [], total: 3, page: 2, pageSize: 10 });
    const bad = await call(
      'GET',
      `/account/webhooks/${endpoint.id}/deliveries?pageSize=7`,
      owner.token,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Nombre de lignes par page invalide : 10, 25, 50, 100');
  });
});

describe('who manages webhooks', () => {
  it('refuses a collaborator, a plan without the API, an API key and another organisation, in French', async () => {
    const owner = await createProfessional(app(), 'gerant@agence-droits.test', 'experts');
    const { endpoint } = await addEndpoint(app(), owner.token, 'https://logiciel.exemple.fr/hook', [
      'order.done',
    ]);
    const member = await createAccount(app(), {
      email: 'collaborateur@agence-droits.test',
      role: 'member',
      organisation: owner.organisation._id,
    });
    const memberToken = await tokenFor(app(), String(member._id));
    const free = await createProfessional(app(), 'gerant@agence-gratuite.test', 'free');
    const other = await createProfessional(app(), 'gerant@autre-agence.test', 'premium');
    const integrator = await createIntegrator(app(), 'gerant@agence-logiciel.test');

    const asMember = await app().inject({
      method: 'GET',
      url: '/account/webhooks',
      headers: bearer(memberToken),
    });
    expect([asMember.statusCode, asMember.json().message]).toEqual([
      403,
      'Réservé à l’administrateur du compte professionnel',
    ]);

    const asFree = await app().inject({
      method: 'POST',
      url: '/account/webhooks',
      headers: bearer(free.token),
      payload: { url: 'https://logiciel.exemple.fr/hook', events: ['order.done'] },
    });
    expect([asFree.statusCode, asFree.json().message]).toEqual([403, featureRefusal('use_api')]);
    expect(featureRefusal('use_api')).toMatch(/Experts, Premium ou Syndic/);

    const withKey = await app().inject({
      method: 'GET',
      url: '/account/webhooks',
      headers: { 'x-api-key': integrator.secret },
    });
    expect([withKey.statusCode, withKey.json().message]).toEqual([403, KEY_OUTSIDE_API]);

    for (const [method, url] of [
      ['POST', `/account/webhooks/${endpoint.id}/rotate`],
      ['POST', `/account/webhooks/${endpoint.id}/test`],
      ['GET', `/account/webhooks/${endpoint.id}/deliveries`],
      ['DELETE', `/account/webhooks/${endpoint.id}`],
    ] as const) {
      const response = await app().inject({ method, url, headers: bearer(other.token) });
      expect([url, response.statusCode, response.json().message]).toEqual([
        url,
        404,
        'Webhook introuvable',
      ]);
    }

    const anonymous = await app().inject({ method: 'GET', url: '/account/webhooks' });
    expect(anonymous.statusCode).toBe(401);
  });
});
