import type { FastifyInstance } from 'fastify';
import { countRequest } from '../src/lib/mongo-rate-limit-store';
import mongoose from 'mongoose';
import { createTestApp } from './helpers/test-app';

describe('rate-limit counters in MongoDB', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('counts in a window and starts a new window once it has passed', async () => {
    const connection = app.mongoose.connection;
    expect((await countRequest(connection, 'k:window', 200)).current).toBe(1);
    expect((await countRequest(connection, 'k:window', 200)).current).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 250));
    const renewed = await countRequest(connection, 'k:window', 200);
    expect(renewed.current).toBe(1);
    expect(renewed.ttl).toBe(200);
  });

  it('counts every concurrent request exactly once', async () => {
    const connection = app.mongoose.connection;
    const results = await Promise.all(
      Array.from({ length: 20 }, () => countRequest(connection, 'k:concurrent', 60_000)),
    );
    expect(results.map((r) => r.current).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
  });

  it('shares one count between two connections to the same database (two API instances)', async () => {
    const other = mongoose.createConnection();
    await other.openUri(app.config.MONGODB_URI!);
    try {
      const results = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          countRequest(i % 2 ? other : app.mongoose.connection, 'k:instances', 60_000),
        ),
      );
      expect(Math.max(...results.map((r) => r.current))).toBe(10);
      expect((await countRequest(other, 'k:instances', 60_000)).current).toBe(11);
    } finally {
      await other.close();
    }
  });

  it('answers the sign-in after the per-e-mail limit with a French 429 and keeps the count in MongoDB', async () => {
    const limit = Number(app.config.SIGNIN_RATE_LIMIT_PER_EMAIL);
    const attempt = () =>
      app.inject({
        method: 'POST',
        url: '/account/auth',
        payload: { email: 'quelqu.un@exemple.fr', password: 'mauvais-mot-de-passe' },
      });
    for (let i = 0; i < limit; i += 1) expect((await attempt()).statusCode).toBe(401);
    const blocked = await attempt();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(
      /^Trop de tentatives de connexion, réessayez dans \d+ minute\(s\)$/,
    );
    const counter = await app.mongoose.connection
      .collection('rate_limits')
      .findOne({ _id: { $regex: 'quelqu.un@exemple.fr' } } as never);
    expect(counter).toMatchObject({ count: limit + 1 });
  });

  it('counts each route apart: an address that spent its budget on one route still reaches the next', async () => {
    const token = 'x'.repeat(40);
    const from = { remoteAddress: '203.0.113.7' };
    const space = () => app.inject({ method: 'GET', url: `/espace-notaire/${token}`, ...from });
    for (let i = 0; i < 60; i += 1) expect((await space()).statusCode).not.toBe(429);
    expect((await space()).statusCode).toBe(429);

    const document = await app.inject({
      method: 'GET',
      url: `/espace-notaire/${token}/document`,
      ...from,
    });
    expect(document.statusCode).not.toBe(429);
  });
});
