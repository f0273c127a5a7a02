import type { FastifyInstance } from 'fastify';
import type { AccessClaims } from '../../src/plugins/app/auth';
import { accountModel } from '../../src/models/account';
import { signPartnerToken } from '../../src/routes/sso/partner-token';
import { createTestApp } from '../helpers/test-app';

const SECRET = 'secret-partage-century21-0123456789';
let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp({
    SSO_PARTNERS: JSON.stringify({ century21: SECRET }),
    SSO_TOKEN_MAX_AGE_SECONDS: '300',
  });
});
afterAll(async () => {
  await app.close();
});

const inSeconds = (s: number) => Math.floor(Date.now() / 1000) + s;
const exchange = (payload: object) => app.inject({ method: 'POST', url: '/sso/exchange', payload });

describe('POST /sso/exchange (partner single sign-on)', () => {
  it('creates a validated customer account for a new agent and opens a session marked with the partner, with a refresh cookie', async () => {
    const token = signPartnerToken(
      { email: 'Agent.Dupont@Agence-Lyon.century21.fr', name: 'Jean Dupont', exp: inSeconds(120) },
      SECRET,
    );
    const response = await exchange({ partner: 'century21', token });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.message).toBe('Connexion réussie');
    expect(body.payload.session).toMatchObject({
      account: 'agent.dupont@agence-lyon.century21.fr',
      validated: true,
      is_admin: false,
      sso_provider: 'century21',
      organisation: null,
    });
    expect(app.jwt.decode<AccessClaims>(body.payload.access_token)?.session.sso_provider).toBe(
      'century21',
    );
    expect(
      response.cookies.some((cookie) => cookie.name === 'ped_refresh' && cookie.httpOnly),
    ).toBe(true);
    expect(
      await accountModel(app.mongoose.connection).countDocuments({
        email: 'agent.dupont@agence-lyon.century21.fr',
      }),
    ).toBe(1);
  });

  it('signs an account it created in again without creating another one', async () => {
    // two distinct tokens: each one is exchanged once
    const token = (validity: number) =>
      signPartnerToken({ email: 'deja@century21.fr', exp: inSeconds(validity) }, SECRET);
    const first = await exchange({ partner: 'century21', token: token(60) });
    const second = await exchange({ partner: 'century21', token: token(61) });
    expect(second.json().payload.session.account_id).toBe(first.json().payload.session.account_id);
    expect(
      await accountModel(app.mongoose.connection).countDocuments({ email: 'deja@century21.fr' }),
    ).toBe(1);
  });

  it('refuses a token signed with another secret, or altered after signing', async () => {
    const forged = signPartnerToken(
      { email: 'pirate@century21.fr', exp: inSeconds(60) },
      'un-autre-secret-0123456789',
    );
    const bad = await exchange({ partner: 'century21', token: forged });
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toMatchObject({ success: false, message: 'Jeton de connexion invalide' });

    const genuine = signPartnerToken({ email: 'agent@century21.fr', exp: inSeconds(60) }, SECRET);
    const [, signature] = genuine.split('.');
    const altered = `${Buffer.from(JSON.stringify({ email: 'admin@century21.fr', exp: inSeconds(60) })).toString('base64url')}.${signature}`;
    expect((await exchange({ partner: 'century21', token: altered })).statusCode).toBe(401);
    expect(
      await accountModel(app.mongoose.connection).countDocuments({
        email: { $in: ['pirate@century21.fr', 'admin@century21.fr'] },
      }),
    ).toBe(0);
  });

  it('refuses an expired token, and one valid for longer than allowed', async () => {
    const expired = await exchange({
      partner: 'century21',
      token: signPartnerToken({ email: 'agent@century21.fr', exp: inSeconds(-5) }, SECRET),
    });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe(
      'Jeton de connexion expiré : reconnectez-vous depuis le site de votre réseau',
    );
    const tooLong = await exchange({
      partner: 'century21',
      token: signPartnerToken({ email: 'agent@century21.fr', exp: inSeconds(3600) }, SECRET),
    });
    expect(tooLong.statusCode).toBe(401);
  });

  it('refuses an unknown partner, a malformed token, and unknown fields, in French', async () => {
    const unknown = await exchange({
      partner: 'orpi',
      token: signPartnerToken({ email: 'a@orpi.fr', exp: inSeconds(60) }, SECRET),
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ success: false, message: 'Partenaire inconnu' });
    expect((await exchange({ partner: 'century21', token: 'pas-un-jeton' })).statusCode).toBe(401);
    const noEmail = signPartnerToken({ exp: inSeconds(60) } as never, SECRET);
    expect((await exchange({ partner: 'century21', token: noEmail })).statusCode).toBe(401);
    const extra = await exchange({ partner: 'century21', token: 'x.y', admin: true });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().success).toBe(false);
    const missing = await exchange({ partner: 'century21' });
    expect(missing.statusCode).toBe(400);
  });
});
