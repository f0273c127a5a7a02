import type { FastifyInstance } from 'fastify';
import { signPartnerToken } from '../../src/routes/sso/partner-token';
import { createAccount, createProfessional } from '../helpers/accounts';
import { createTestApp } from '../helpers/test-app';

const SECRET = 'secret-partage-century21-0123456789';
const OTHER_SECRET = 'secret-partage-orpi-0123456789abcdef';
const inSeconds = (s: number) => Math.floor(Date.now() / 1000) + s;

/** Issue 16, finding 2: a partner token opened any existing account, admins included, again and again. */
describe('partner sign-on opens only the partner’s own accounts, once per token', () => {
  let app: FastifyInstance;
  const exchange = (partner: string, email: string, secret = SECRET, validity = 120) =>
    app.inject({
      method: 'POST',
      url: '/sso/exchange',
      payload: { partner, token: signPartnerToken({ email, exp: inSeconds(validity) }, secret) },
    });

  beforeAll(async () => {
    app = await createTestApp({
      SSO_PARTNERS: JSON.stringify({ century21: SECRET, orpi: OTHER_SECRET }),
    });
    await createAccount(app, { email: 'admin@partner.test', is_admin: true });
    await createAccount(app, { email: 'client@partner.test' });
    await createProfessional(app, 'patron@partner.test');
  });
  afterAll(async () => {
    await app.close();
  });

  it.each(['admin@partner.test', 'client@partner.test', 'patron@partner.test'])(
    'refuses to open %s, which the partner did not create',
    async (email) => {
      const response = await exchange('century21', email);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ success: false, payload: null });
      expect(response.body).not.toContain('access_token');
    },
  );

  it('refuses another partner’s agent', async () => {
    expect((await exchange('century21', 'agent@reseau.test')).statusCode).toBe(200);
    expect((await exchange('orpi', 'agent@reseau.test', OTHER_SECRET)).statusCode).toBe(403);
  });

  it('exchanges a token once only', async () => {
    const token = signPartnerToken({ email: 'unique@reseau.test', exp: inSeconds(90) }, SECRET);
    const call = () =>
      app.inject({
        method: 'POST',
        url: '/sso/exchange',
        payload: { partner: 'century21', token },
      });
    expect((await call()).statusCode).toBe(200);
    const replay = await call();
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ success: false });
  });
});
