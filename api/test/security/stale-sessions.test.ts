import type { FastifyInstance } from 'fastify';
import { accountModel } from '../../src/models/account';
import {
  bearer,
  createAccount,
  createProfessional,
  refreshCookieOf,
  TEST_PASSWORD,
  tokenFor,
} from '../helpers/accounts';
import { completeForm, storeOrderAs } from '../helpers/orders';
import { createTestApp } from '../helpers/test-app';

/**
 * Issue 16, finding 4: access tokens carried the session they were issued with, and it
 * was trusted for 15 minutes after the account lost its rights, logged out or changed
 * its password.
 */
describe('access tokens never outlive the rights they were issued for', () => {
  let app: FastifyInstance;
  let orderid: string;
  let ownerToken: string;
  const Accounts = () => accountModel(app.mongoose.connection);

  beforeAll(async () => {
    app = await createTestApp({ SCHEDULER_ENABLED: 'false' });
    const agency = await createProfessional(app, 'owner@stale.test', 'premium', 'Agence Stale');
    ownerToken = agency.token;
    ({ orderid } = await storeOrderAs(app, agency.token, {
      account: 'owner@stale.test',
      stored: completeForm('owner@stale.test'),
    }));
  });
  afterAll(async () => {
    await app.close();
  });

  it('refuses a former admin’s token on another organisation’s order, read and write', async () => {
    const former = await createAccount(app, { email: 'former-admin@stale.test', is_admin: true });
    const token = await tokenFor(app, String(former._id));
    await Accounts().updateOne({ _id: former._id }, { $set: { is_admin: false } });

    const read = await app.inject({
      method: 'GET',
      url: `/order/${orderid}`,
      headers: bearer(token),
    });
    expect(read.statusCode).toBe(404);
    expect(read.body).not.toContain('S3cret-extranet!');
    const write = await app.inject({
      method: 'POST',
      url: '/order/store',
      headers: bearer(token),
      payload: { orderid, account: 'owner@stale.test', stored: { comment: 'modifié' } },
    });
    expect(write.statusCode).toBe(404);
  });

  it('stops showing the organisation’s orders to a collaborator once removed', async () => {
    const { organisation } = await createProfessional(app, 'boss@stale.test', 'premium');
    const member = await createAccount(app, {
      email: 'member@stale.test',
      role: 'member',
      organisation: organisation._id,
    });
    const bossToken = await tokenFor(
      app,
      String((await Accounts().findOne({ email: 'boss@stale.test' }))!._id),
    );
    const { orderid: theirs } = await storeOrderAs(app, bossToken, {
      account: 'boss@stale.test',
      stored: completeForm('boss@stale.test'),
    });
    const token = await tokenFor(app, String(member._id));
    const before = await app.inject({ method: 'GET', url: '/order/v2', headers: bearer(token) });
    expect(before.body).toContain(theirs);

    const removed = await app.inject({
      method: 'POST',
      url: '/users/remove',
      headers: bearer(bossToken),
      payload: { email: 'member@stale.test' },
    });
    expect(removed.statusCode).toBe(200);
    const after = await app.inject({ method: 'GET', url: '/order/v2', headers: bearer(token) });
    expect(after.body).not.toContain(theirs);
  });

  it('revokes the access token at logout', async () => {
    const signIn = await app.inject({
      method: 'POST',
      url: '/account/auth',
      payload: { email: 'owner@stale.test', password: TEST_PASSWORD },
    });
    const token = signIn.json().payload.access_token as string;
    const cookie = refreshCookieOf(signIn)!;
    expect(
      (await app.inject({ method: 'GET', url: '/account/session', headers: bearer(token) }))
        .statusCode,
    ).toBe(200);
    await app.inject({ method: 'POST', url: '/account/logout', headers: { cookie } });
    const after = await app.inject({
      method: 'GET',
      url: '/account/session',
      headers: bearer(token),
    });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ success: false });
  });

  it('revokes the access token when the password changes', async () => {
    const token = await tokenFor(
      app,
      String((await Accounts().findOne({ email: 'owner@stale.test' }))!._id),
    );
    const changed = await app.inject({
      method: 'POST',
      url: '/account/password',
      headers: bearer(token),
      payload: { current: TEST_PASSWORD, next: 'un-autre-mot-de-passe-solide' },
    });
    expect(changed.statusCode).toBe(200);
    for (const old of [token, ownerToken]) {
      const after = await app.inject({ method: 'GET', url: '/account/v2', headers: bearer(old) });
      expect(after.statusCode).toBe(401);
    }
  });
});
