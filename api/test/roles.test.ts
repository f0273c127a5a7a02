import type { FastifyInstance } from 'fastify';
import { startMailCatcher, type TestMailCatcher } from './helpers/mail-catcher';
import { createTestApp } from './helpers/test-app';
import { accountModel } from '../src/models/account';
import { createAccount, TEST_PASSWORD, tokenFor } from './helpers/accounts';
import {
  ADMIN_ONLY,
  createRoleWorld,
  EVERYONE,
  expectAccess,
  freshMember,
  freshOwner,
  matrixRows,
  OWNERS,
  PROFESSIONALS,
  SIGNED_IN,
  uniqueEmail,
  type RoleWorld,
  type RouteAccess,
} from './helpers/roles';

// Building an app (every plugin, a database) takes seconds on a loaded machine.
jest.setTimeout(30_000);

/** Issue 3's routes: who gets in. Other issues add their own tables with the same helpers. */
const ACCOUNT_ROUTES: RouteAccess[] = [
  {
    route: 'POST /account/',
    method: 'POST',
    url: '/account/',
    allowed: EVERYONE,
    prepare: async (_w, role) => ({
      body: {
        email: uniqueEmail(role, 'nouveau'),
        password: TEST_PASSWORD,
        organisation: 'Agence neuve',
      },
    }),
  },
  {
    route: 'POST /account/validate',
    method: 'POST',
    url: '/account/validate',
    allowed: EVERYONE,
    prepare: async () => ({ body: { token: 'x'.repeat(43) } }),
  },
  {
    route: 'POST /account/validate/admin',
    method: 'POST',
    url: '/account/validate/admin',
    allowed: ADMIN_ONLY,
    prepare: async (w) => ({ body: { email: w.emails.customer } }),
  },
  {
    route: 'POST /account/invitation/accept',
    method: 'POST',
    url: '/account/invitation/accept',
    allowed: EVERYONE,
    prepare: async () => ({ body: { token: 'x'.repeat(43), password: TEST_PASSWORD } }),
  },
  {
    route: 'POST /account/auth',
    method: 'POST',
    url: '/account/auth',
    allowed: EVERYONE,
    prepare: async (w) => ({ body: { email: w.emails.customer, password: TEST_PASSWORD } }),
  },
  {
    route: 'POST /account/refresh-token',
    method: 'POST',
    url: '/account/refresh-token',
    allowed: EVERYONE,
    prepare: async (w) => ({ headers: { cookie: await refreshCookie(w) } }),
  },
  {
    route: 'POST /account/logout',
    method: 'POST',
    url: '/account/logout',
    allowed: EVERYONE,
    // a logout ends the account's access tokens: it must not end the ones the table reuses
    prepare: async () => ({ headers: { authorization: '' } }),
  },
  { route: 'GET /account/session', method: 'GET', url: '/account/session', allowed: SIGNED_IN },
  {
    route: 'POST /account/auth/switch',
    method: 'POST',
    url: '/account/auth/switch',
    allowed: ADMIN_ONLY,
    prepare: async (w) => ({ body: { email: w.emails.customer } }),
  },
  {
    route: 'POST /account/link',
    method: 'POST',
    url: '/account/link',
    allowed: SIGNED_IN,
    prepare: async (w, role) => ({
      body: { email: await freshOwner(w, role, 'lien'), password: TEST_PASSWORD },
    }),
  },
  {
    route: 'POST /account/password/forgot',
    method: 'POST',
    url: '/account/password/forgot',
    allowed: EVERYONE,
    prepare: async (w) => ({ body: { email: w.emails.customer } }),
  },
  {
    route: 'POST /account/password/reset',
    method: 'POST',
    url: '/account/password/reset',
    allowed: EVERYONE,
    prepare: async () => ({ body: { token: 'x'.repeat(43), password: TEST_PASSWORD } }),
  },
  {
    route: 'POST /account/password',
    method: 'POST',
    url: '/account/password',
    allowed: SIGNED_IN,
    revokesTokens: true,
    prepare: async () => ({ body: { current: TEST_PASSWORD, next: TEST_PASSWORD } }),
  },
  { route: 'GET /account/v2', method: 'GET', url: '/account/v2', allowed: SIGNED_IN },
  {
    route: 'POST /account/plan',
    method: 'POST',
    url: '/account/plan',
    allowed: ADMIN_ONLY,
    prepare: async (w) => ({ body: { email: w.emails.otherOwner, subscription_plan: 'premium' } }),
  },
  {
    route: 'POST /account/billing/frequency',
    method: 'POST',
    url: '/account/billing/frequency',
    // the organisation's billing is its owner's call; a customer's own is theirs
    allowed: ['otherOwner', 'owner', 'admin'],
    prepare: async () => ({ body: { billing_frequency: 'per_order' } }),
  },
  { route: 'GET /users/', method: 'GET', url: '/users/', allowed: PROFESSIONALS },
  {
    route: 'POST /users/invit',
    method: 'POST',
    url: '/users/invit',
    allowed: OWNERS,
    prepare: async (_w, role) => ({ body: { email: uniqueEmail(role, 'invite') } }),
  },
  {
    route: 'POST /users/remove',
    method: 'POST',
    url: '/users/remove',
    allowed: OWNERS,
    prepare: async (w, role) => ({ body: { email: await freshMember(w, role, 'retrait') } }),
  },
  { route: 'GET /catalogs/offers', method: 'GET', url: '/catalogs/offers', allowed: EVERYONE },
  {
    route: 'GET /catalogs/offers?account=',
    method: 'GET',
    url: (w) => `/catalogs/offers?account=${encodeURIComponent(w.emails.owner)}`,
    allowed: ADMIN_ONLY,
  },
];

let world: RoleWorld;

/** A refresh cookie of the plain customer, from a real sign-in. */
async function refreshCookie(w: RoleWorld): Promise<string> {
  const response = await w.app.inject({
    method: 'POST',
    url: '/account/auth',
    payload: { email: w.emails.customer, password: TEST_PASSWORD },
  });
  const header = response.headers['set-cookie'];
  return String(Array.isArray(header) ? header[0] : header).split(';')[0]!;
}

describe('role matrix: accounts, users and catalog', () => {
  let app: FastifyInstance;
  let catcher: TestMailCatcher;
  beforeAll(async () => {
    catcher = await startMailCatcher();
    app = await createTestApp({
      SMTP_URL: catcher.smtpUrl,
      SIGNIN_RATE_LIMIT_PER_EMAIL: '100',
      SIGNIN_RATE_LIMIT_PER_IP: '1000',
    });
    world = await createRoleWorld(app);
  });
  afterAll(async () => {
    await app.close();
    await catcher.close();
  });

  it.each(matrixRows(ACCOUNT_ROUTES))(
    '%s as %s: gets in = %s',
    async (_route, role, allowed, access) => {
      await expectAccess(world, access, role, allowed);
    },
  );

  it('refuses an admin whose rights were revoked, at once, even with a valid token', async () => {
    const revoked = await createTestAdminToken(app);
    const response = await app.inject({
      method: 'POST',
      url: '/account/plan',
      headers: { authorization: `Bearer ${revoked}` },
      payload: { email: world.emails.owner, subscription_plan: 'experts' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      success: false,
      message: 'Réservé aux administrateurs',
    });
  });
});

/** An admin token whose account then loses admin rights. */
async function createTestAdminToken(app: FastifyInstance): Promise<string> {
  const former = await createAccount(app, { email: 'ancien-admin@roles.test', is_admin: true });
  const token = await tokenFor(app, String(former._id));
  await accountModel(app.mongoose.connection).updateOne(
    { _id: former._id },
    { $set: { is_admin: false } },
  );
  return token;
}
