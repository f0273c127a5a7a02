import type { FastifyInstance } from 'fastify';
import { accountModel } from '../src/models/account';
import { organisationModel } from '../src/models/organisation';
import {
  DEMO_ADMIN,
  DEMO_ADMIN_PASSWORD,
  DEMO_CUSTOMER,
  DEMO_ORGANISATIONS,
  DEMO_PASSWORD,
  seedDemoAccounts,
  seedIfEmpty,
} from '../src/seed/demo-accounts';
import { createTestApp } from './helpers/test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({
    SIGNIN_RATE_LIMIT_PER_EMAIL: '100',
    SIGNIN_RATE_LIMIT_PER_IP: '1000',
  });
});
afterAll(async () => {
  await app.close();
});

const signIn = (email: string, password: string) =>
  app.inject({ method: 'POST', url: '/account/auth', payload: { email, password } });

describe('demo seed', () => {
  it('seeds an empty database once, then is idempotent', async () => {
    expect(await seedIfEmpty(app.mongoose.connection)).toBe(true);
    expect(await seedIfEmpty(app.mongoose.connection)).toBe(false);
    await seedDemoAccounts(app.mongoose.connection);
    expect(await accountModel(app.mongoose.connection).countDocuments()).toBe(
      2 + DEMO_ORGANISATIONS.length * 2,
    );
    expect(
      (await organisationModel(app.mongoose.connection).find().lean())
        .map((o) => o.subscription_plan)
        .sort(),
    ).toEqual(['experts', 'free', 'premium', 'syndic']);
  });

  it('lets every documented demo account sign in with the session it is meant to have', async () => {
    expect((await signIn(DEMO_ADMIN, DEMO_ADMIN_PASSWORD)).json().payload.session).toMatchObject({
      is_admin: true,
      organisation: null,
      validated: true,
    });
    expect((await signIn(DEMO_CUSTOMER, DEMO_PASSWORD)).json().payload.session).toMatchObject({
      is_admin: false,
      organisation: null,
      role: null,
    });
    for (const demo of DEMO_ORGANISATIONS) {
      expect((await signIn(demo.owner, DEMO_PASSWORD)).json().payload.session).toMatchObject({
        role: 'owner',
        organisation: { name: demo.name, subscription_plan: demo.plan },
      });
      expect(
        (await signIn(demo.collaborateur, DEMO_PASSWORD)).json().payload.session,
      ).toMatchObject({ role: 'member', organisation: { name: demo.name } });
    }
  });
});
