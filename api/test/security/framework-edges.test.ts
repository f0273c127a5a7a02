import type { FastifyInstance } from 'fastify';
import { createAccount, TEST_PASSWORD } from '../helpers/accounts';
import { createTestApp } from '../helpers/test-app';

const frenchEnvelope = { success: false, message: expect.any(String), payload: null };

/** Issue 16, findings 6 and 8: what Fastify answers by itself, proxies, /docs, /dev/mails. */
describe('framework edges', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await createTestApp({ SIGNIN_RATE_LIMIT_PER_IP: '3', SIGNIN_RATE_LIMIT_PER_EMAIL: '3' });
    await createAccount(app, { email: 'cible@edges.test' });
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers a malformed URL with the French envelope', async () => {
    const response = await app.inject({ method: 'GET', url: '/order/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ ...frenchEnvelope, message: 'Adresse invalide' });
  });

  it('answers an over-long path parameter with the French envelope', async () => {
    const response = await app.inject({ method: 'GET', url: `/order/${'A'.repeat(500)}` });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({ ...frenchEnvelope, message: 'Adresse trop longue' });
  });

  it('does not believe X-Forwarded-For unless TRUST_PROXY names the proxy', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await app.inject({
        method: 'POST',
        url: '/account/auth',
        headers: { 'x-forwarded-for': `203.0.113.${attempt + 1}` },
        payload: { email: `inconnu-${attempt}@edges.test`, password: 'mauvais-mot-de-passe' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
  });

  it('serves /dev/mails to this machine only', async () => {
    const local = await app.inject({ method: 'GET', url: '/dev/mails' });
    expect(local.statusCode).not.toBe(404);
    const remote = await app.inject({
      method: 'GET',
      url: '/dev/mails',
      remoteAddress: '198.51.100.7',
    });
    expect(remote.statusCode).toBe(404);
  });

  it('keeps a correct password usable while a stranger hammers the same e-mail', async () => {
    for (let attempt = 0; attempt < 4; attempt += 1) {
      await app.inject({
        method: 'POST',
        url: '/account/auth',
        remoteAddress: '198.51.100.66',
        payload: { email: 'cible@edges.test', password: 'devine' },
      });
    }
    const owner = await app.inject({
      method: 'POST',
      url: '/account/auth',
      remoteAddress: '192.0.2.10',
      payload: { email: 'cible@edges.test', password: TEST_PASSWORD },
    });
    expect(owner.statusCode).toBe(200);
  });
});

describe('/docs', () => {
  it('is not served when API_DOCS is off (the production default)', async () => {
    const app = await createTestApp({ API_DOCS: 'false' });
    try {
      expect((await app.inject({ method: 'GET', url: '/docs/json' })).statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url: '/docs' })).statusCode).toBe(404);
      // the document itself still exists for the adversarial tests
      expect(Object.keys((app.swagger() as { paths: object }).paths).length).toBeGreaterThan(50);
    } finally {
      await app.close();
    }
  });
});
