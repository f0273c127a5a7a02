import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../helpers/test-app';

/** What every answer of the API carries, whatever the route and whatever the outcome. */
const SECURITY_HEADERS = {
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
  'referrer-policy': 'no-referrer',
  'cross-origin-opener-policy': 'same-origin',
  // the frontends and the notary's space read the API's JSON and files from other origins
  'cross-origin-resource-policy': 'cross-origin',
  'x-dns-prefetch-control': 'off',
  'x-permitted-cross-domain-policies': 'none',
};

describe('security headers', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it.each([
    ['a public read', 'GET', '/catalogs/offers', 200],
    ['an unknown route', 'GET', '/nulle-part', 404],
    ['a refused input', 'GET', '/catalogs/offers?account=pas-un-email', 400],
    ['a call that needs a session', 'GET', '/order/v2', 401],
  ] as const)('are on %s', async (_case, method, url, status) => {
    const response = await app.inject({ method, url });
    expect(response.statusCode).toBe(status);
    expect(response.headers).toMatchObject(SECURITY_HEADERS);
    // a JSON API has no page to protect; Swagger's page under /docs needs its inline script
    expect(response.headers['content-security-policy']).toBeUndefined();
    expect(response.headers['x-powered-by']).toBeUndefined();
  });
});
