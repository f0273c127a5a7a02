import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from './helpers/test-app';
import { bearer, createProfessional } from './helpers/accounts';

/** What a browser sends. */
const BROWSER = 'gzip, deflate, br, zstd';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({ CORS_ORIGINS: 'http://localhost:3000' });
});
afterAll(async () => {
  await app.close();
});
afterEach(() => jest.restoreAllMocks());

describe('compression of answers', () => {
  it('sends brotli to a browser, the same JSON once decompressed, varying on origin and encoding', async () => {
    const plain = await app.inject({ method: 'GET', url: '/catalogs/offers' });
    const response = await app.inject({
      method: 'GET',
      url: '/catalogs/offers',
      headers: { 'accept-encoding': BROWSER, origin: 'http://localhost:3000' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(plain.body);
    expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(response.headers['content-length']).toBe(String(response.rawPayload.length));
    expect(String(response.headers.vary).split(/,\s*/)).toEqual(
      expect.arrayContaining(['Origin', 'Accept-Encoding']),
    );
  });

  it('compresses the catalog once a day, not for every request', async () => {
    // brotli's work, whether an answer is compressed in one call or piped through a stream
    const brotli = zlib.BrotliCompress.prototype as unknown as Record<string, () => unknown>;
    const inOneCall = jest.spyOn(brotli, '_processChunk');
    const throughAStream = jest.spyOn(brotli, '_transform');
    const compressions = () => inOneCall.mock.calls.length + throughAStream.mock.calls.length;
    const first = await app.inject({
      method: 'GET',
      url: '/catalogs/offers',
      headers: { 'accept-encoding': 'br' },
    });
    const calls = compressions();
    for (let i = 0; i < 3; i += 1) {
      const again = await app.inject({
        method: 'GET',
        url: '/catalogs/offers',
        headers: { 'accept-encoding': 'br' },
      });
      expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    }
    expect(compressions()).toBe(calls);
  });

  it('compresses an answer that changes with the caller at each request', async () => {
    const { token } = await createProfessional(app, 'gerant@agence-compression.fr');
    const request = { method: 'GET' as const, url: '/catalogs/offers' };
    const visitor = await app.inject({ ...request, headers: { 'accept-encoding': 'gzip' } });
    const pro = await app.inject({
      ...request,
      headers: { 'accept-encoding': 'gzip', ...bearer(token) },
    });
    // each caller gets their own prices, compressed: never another caller's kept answer
    expect(zlib.gunzipSync(visitor.rawPayload).toString()).toContain(
      'Offres aux prix particuliers',
    );
    expect(zlib.gunzipSync(pro.rawPayload).toString()).toContain('Offres aux prix professionnels');
  });

  it('leaves the answer as it is for a client that does not accept compression', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/catalogs/offers',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json().success).toBe(true);
  });
});
