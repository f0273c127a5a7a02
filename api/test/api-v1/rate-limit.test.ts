import type { FastifyInstance } from 'fastify';
import { KEY_OUTSIDE_API } from '@ped/domain';
import { createTestApp } from '../helpers/test-app';
import { createIntegrator, createKey, getAs, orderBody, postOrder } from './helpers';

const LIMIT = 5;

describe('per-key rate limit on /api/v1, shared by every instance', () => {
  let app: FastifyInstance;
  let second: FastifyInstance;
  beforeAll(async () => {
    const config = { SCHEDULER_ENABLED: 'false', API_KEY_RATE_LIMIT_PER_MINUTE: String(LIMIT) };
    app = await createTestApp(config);
    // a second API instance on the same database, as behind a load balancer
    second = await createTestApp({ ...config, MONGODB_URI: app.config.MONGODB_URI! });
  });
  afterAll(async () => {
    await app.close();
    await second.close();
  });

  it('tells the budget on every answer, then refuses with 429 rate_limited and Retry-After', async () => {
    const agency = await createIntegrator(app, 'debit@agence.test', 'experts');
    const other = await createKey(app, agency.token, { name: 'Autre logiciel' });
    const remaining: string[] = [];
    for (let call = 0; call < LIMIT; call += 1) {
      // alternately on each instance: they count together
      const response = await getAs(call % 2 ? second : app, agency.secret, '/api/v1/orders');
      expect(response.statusCode).toBe(200);
      expect(response.headers['ratelimit-limit']).toBe(String(LIMIT));
      const reset = Number(response.headers['ratelimit-reset']);
      expect(reset).toBeGreaterThanOrEqual(1);
      expect(reset).toBeLessThanOrEqual(60);
      remaining.push(String(response.headers['ratelimit-remaining']));
    }
    expect(remaining).toEqual(['4', '3', '2', '1', '0']);

    const refused = await postOrder(second, agency.secret, orderBody('TROP-1'));
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['ratelimit-remaining']).toBe('0');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(refused.json()).toEqual({
      success: false,
      message: expect.stringMatching(
        /^Trop de requêtes avec cette clé d’API \(5 par minute\) : réessayez dans \d+ s$/,
      ),
      payload: { code: 'rate_limited' },
    });

    // the budget is the key's: another key of the same organisation still has its own
    const fresh = await getAs(app, other, '/api/v1/orders');
    expect(fresh.statusCode).toBe(200);
    expect(fresh.headers['ratelimit-remaining']).toBe(String(LIMIT - 1));
  });

  it('leaves an exhausted key nothing to read elsewhere: the site’s routes refuse every key (it read them without limit)', async () => {
    const agency = await createIntegrator(app, 'epuise@agence.test', 'experts');
    for (let call = 0; call <= LIMIT; call += 1) await getAs(app, agency.secret, '/api/v1/orders');
    expect((await getAs(app, agency.secret, '/api/v1/orders')).statusCode).toBe(429);
    for (const url of ['/invoices/', '/order/v2', '/account/v2', '/account/api-keys']) {
      const site = await getAs(app, agency.secret, url);
      expect([url, site.statusCode, site.json().message]).toEqual([url, 403, KEY_OUTSIDE_API]);
    }
  });
});
