import type { FastifyInstance } from 'fastify';
import { loadConfig, ConfigError } from '../src/config';
import { visitModel } from '../src/models/visit';
import { createTestApp } from './helpers/test-app';

describe('API foundation', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('reports the database state on /health in the envelope', async () => {
    const response = await app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      payload: { status: 'ok', database: 'connected' },
    });
  });

  it('stores a landing visit with its partner, gclid and referrer', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/?a=n&partner=century21&gclid=abc&refer=https%3A%2F%2Fexample.org',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Visite enregistrée',
      payload: null,
    });
    const visits = await visitModel(app.mongoose.connection).find().lean();
    expect(visits).toHaveLength(1);
    expect(visits[0]).toMatchObject({
      partner: 'century21',
      gclid: 'abc',
      refer: 'https://example.org',
    });
  });

  it('rejects a tracking call with an unknown field, in French, without storing anything', async () => {
    const Visit = visitModel(app.mongoose.connection);
    const before = await Visit.countDocuments();
    const response = await app.inject({ method: 'GET', url: '/?a=n&evil=1' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      message: 'Champ non autorisé : « evil »',
    });
    expect(await Visit.countDocuments()).toBe(before);
  });

  it('answers unknown routes with a 404 envelope', async () => {
    const response = await app.inject({ method: 'GET', url: '/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      success: false,
      message: 'Route introuvable : GET /nope',
    });
  });

  it('allows the frontend origins with credentials and refuses others', async () => {
    const allowed = await app.inject({
      method: 'OPTIONS',
      url: '/health',
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'GET' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(allowed.headers['access-control-allow-credentials']).toBe('true');
    const refused = await app.inject({
      method: 'OPTIONS',
      url: '/health',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('publishes the OpenAPI document', async () => {
    const response = await app.inject({ method: 'GET', url: '/docs/json' });
    expect(response.statusCode).toBe(200);
    expect(response.json().paths).toHaveProperty('/health');
  });
});

describe('configuration', () => {
  it('applies defaults so the API starts with no configuration', () => {
    expect(loadConfig({})).toMatchObject({
      PORT: 4000,
      HOST: '127.0.0.1',
      NODE_ENV: 'development',
    });
  });

  it('logs warnings only in production unless LOG_LEVEL says otherwise', () => {
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: 'a-production-secret-of-at-least-32-characters',
      ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
      SEAL_P12: 'cGtjczEy',
      COMPANY_INSURANCE: 'Assureur, contrat n° 1',
    };
    expect(loadConfig({}).LOG_LEVEL).toBe('info');
    expect(loadConfig(production).LOG_LEVEL).toBe('warn');
    expect(loadConfig({ ...production, LOG_LEVEL: 'info' }).LOG_LEVEL).toBe('info');
  });

  it('refuses an invalid value with one readable line', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
  });

  it('refuses the development secrets in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', MONGODB_URI: 'mongodb://db/x' })).toThrow(
      /JWT_SECRET, ENCRYPTION_KEY, SEAL_P12, COMPANY_INSURANCE/,
    );
  });
});
