import { API_KEYS_PER_MODE_MAX, apiKeyCapMessage, KEY_OUTSIDE_API } from '@ped/domain';
import { accountModel } from '../../src/models/account';
import { apiKeyModel } from '../../src/models/api-key';
import { bearer, createAccount, createProfessional, TEST_PASSWORD } from '../helpers/accounts';
import { appWithMailForFile } from '../helpers/app-with-mail';
import { createIntegrator, createKey, type Integrator } from '../api-v1/helpers';
import { documentedOperations } from './role-matrix/coverage';

/**
 * Issue 35, findings 1 and 2 (docs/decisions/065-keys-integrate-and-nothing-else.md): an API
 * key is the credential of an organisation's software on /api/v1, never a session of the
 * person who created it. A key leaked from an integrator's configuration could link a
 * stranger's account to the owner's and open a full owner session through it, mint and
 * revoke keys, invite members, change settings and billing, and pay.
 */
const context = appWithMailForFile({ SCHEDULER_ENABLED: 'false' });
const app = () => context.app;

let agency: Integrator;
beforeAll(async () => {
  agency = await createIntegrator(app(), 'gerant@cles.test', 'premium');
});

const keyOnly = () => ({ 'x-api-key': agency.secret });

describe('every operation of the OpenAPI document outside /api/v1 refuses a key', () => {
  /** Each operation, its path parameters filled with something: refused before they are read. */
  const outside = () =>
    documentedOperations(app())
      .filter((operation) => !operation.split(' ')[1]!.startsWith('/api/v1/'))
      .map((operation) => {
        const [method, path] = operation.split(' ') as [string, string];
        return { operation, method, url: path.replace(/\{[^}]+\}/g, 'x') };
      });

  it('answers 403 with where keys go, with the key alone or next to a person’s token, before reading the body', async () => {
    const operations = outside();
    // the site's routes (accounts, keys, members, settings, webhooks, billing…) are all there
    expect(operations.length).toBeGreaterThan(80);
    const answers = [];
    for (const { operation, method, url } of operations) {
      for (const headers of [keyOnly(), { ...keyOnly(), ...bearer(agency.token) }]) {
        const response = await app().inject({
          method: method as 'GET',
          url,
          headers,
          ...(method === 'GET' ? {} : { payload: { not: 'valid' } }),
        });
        answers.push({ operation, status: response.statusCode, message: response.json().message });
      }
    }
    const wrong = answers.filter(
      ({ status, message }) => status !== 403 || message !== KEY_OUTSIDE_API,
    );
    expect(wrong).toEqual([]);
  });
});

describe('finding 1: a key never becomes its creator', () => {
  /** What the stranger does next: sign in with their own password, then switch to `target`. */
  async function switchAsStranger(email: string, target: string) {
    const signedIn = await app().inject({
      method: 'POST',
      url: '/account/auth',
      payload: { email, password: TEST_PASSWORD },
    });
    return app().inject({
      method: 'POST',
      url: '/account/auth/switch',
      headers: bearer(signedIn.json().payload.access_token),
      payload: { email: target },
    });
  }

  const unlink = (token: string, email: string) =>
    app().inject({
      method: 'POST',
      url: '/account/unlink',
      headers: bearer(token),
      payload: { email },
    });

  it('cannot link a stranger’s account to the owner’s, so the stranger cannot switch to it', async () => {
    const stranger = await createAccount(app(), { email: 'intrus@ailleurs.test' });
    const link = await app().inject({
      method: 'POST',
      url: '/account/link',
      headers: keyOnly(),
      payload: { email: 'intrus@ailleurs.test', password: TEST_PASSWORD },
    });
    expect([link.statusCode, link.json().message]).toEqual([403, KEY_OUTSIDE_API]);
    const Accounts = accountModel(app().mongoose.connection);
    expect((await Accounts.findById(stranger._id).lean())!.linked_accounts).toEqual([]);

    const switched = await switchAsStranger('intrus@ailleurs.test', 'gerant@cles.test');
    expect([switched.statusCode, switched.json().message]).toEqual([
      403,
      'Vous n’avez pas accès à ce compte',
    ]);
  });

  it('lets the owner see and end a link made before, after which the stranger cannot switch', async () => {
    const owner = await createProfessional(app(), 'ancien-lien@cles.test', 'premium');
    const stranger = await createAccount(app(), { email: 'ancien-intrus@ailleurs.test' });
    // what a key did before ADR 065: both accounts linked, without the owner's password
    const Accounts = accountModel(app().mongoose.connection);
    await Accounts.updateOne(
      { _id: owner.account._id },
      { $push: { linked_accounts: stranger._id } },
    );
    await Accounts.updateOne(
      { _id: stranger._id },
      { $push: { linked_accounts: owner.account._id } },
    );

    const mine = await app().inject({
      method: 'GET',
      url: '/account/v2',
      headers: bearer(owner.token),
    });
    expect(mine.json().payload.linked_accounts).toEqual([
      { email: 'ancien-intrus@ailleurs.test', organisation_name: null },
    ]);
    const unlinked = await unlink(owner.token, 'ancien-intrus@ailleurs.test');
    expect([unlinked.statusCode, unlinked.json().message]).toEqual([
      200,
      'Compte ancien-intrus@ailleurs.test dissocié',
    ]);
    expect(unlinked.json().payload.linked_accounts).toEqual([]);
    expect((await Accounts.findById(stranger._id).lean())!.linked_accounts).toEqual([]);

    const switched = await switchAsStranger('ancien-intrus@ailleurs.test', 'ancien-lien@cles.test');
    expect(switched.statusCode).toBe(403);

    const again = await unlink(owner.token, 'ancien-intrus@ailleurs.test');
    expect([again.statusCode, again.json().message]).toEqual([
      404,
      'Ce compte n’est pas associé au vôtre',
    ]);
  });
});

describe('finding 2: a key does not run the organisation', () => {
  it('mints no key, revokes none, invites nobody, changes no setting nor billing', async () => {
    const Keys = apiKeyModel(app().mongoose.connection);
    const other = await Keys.findOne({ organisation: agency.organisation._id }).lean();
    const before = await Keys.countDocuments({ organisation: agency.organisation._id });
    const attempts = [
      ['POST', '/account/api-keys', { name: 'Clé de l’intrus' }],
      ['DELETE', `/account/api-keys/${String(other!._id)}`, undefined],
      ['POST', '/users/invit', { email: 'complice@ailleurs.test' }],
      ['POST', '/account/billing/frequency', { billing_frequency: 'monthly' }],
      ['POST', '/billing/subscribe/cancel', {}],
      ['POST', '/billing/stripe/portal', {}],
    ] as const;
    for (const [method, url, payload] of attempts) {
      const response = await app().inject({ method, url, headers: keyOnly(), payload });
      expect([url, response.statusCode, response.json().message]).toEqual([
        url,
        403,
        KEY_OUTSIDE_API,
      ]);
    }
    expect(await Keys.countDocuments({ organisation: agency.organisation._id })).toBe(before);
    expect((await Keys.findById(other!._id).lean())!.revoked).toBeNull();
    expect(
      await accountModel(app().mongoose.connection).exists({ email: 'complice@ailleurs.test' }),
    ).toBeNull();
  });

  it(`caps active keys at ${API_KEYS_PER_MODE_MAX} per mode, a revoked one freeing its place`, async () => {
    const pro = await createProfessional(app(), 'plafond@cles.test', 'experts');
    const create = (mode: 'live' | 'test') =>
      app().inject({
        method: 'POST',
        url: '/account/api-keys',
        headers: bearer(pro.token),
        payload: { name: `Logiciel ${mode}`, mode },
      });
    for (let key = 0; key < API_KEYS_PER_MODE_MAX; key += 1) await createKey(app(), pro.token);
    const over = await create('live');
    expect([over.statusCode, over.json().message]).toEqual([409, apiKeyCapMessage('live')]);
    expect(over.json().message).toBe(
      'Votre organisation a déjà 10 clés de production actives : révoquez-en une avant d’en créer une autre',
    );
    // test keys have their own places
    expect((await create('test')).statusCode).toBe(201);

    const Keys = apiKeyModel(app().mongoose.connection);
    const first = await Keys.findOne({ organisation: pro.organisation._id, mode: 'live' }).lean();
    await app().inject({
      method: 'DELETE',
      url: `/account/api-keys/${String(first!._id)}`,
      headers: bearer(pro.token),
    });
    expect((await create('live')).statusCode).toBe(201);
    expect(
      await Keys.countDocuments({
        organisation: pro.organisation._id,
        mode: 'live',
        revoked: null,
      }),
    ).toBe(API_KEYS_PER_MODE_MAX);
  });
});
