/**
 * `node --import tsx bench/catalog-and-signin.ts`: requests per second of
 * GET /catalogs/offers next to a bare Fastify route served by the same process in the same
 * run (the ratio is the figure), and the median time of a sign-in (argon2id verification).
 * Needs MONGODB_URI. Prints figures; asserts nothing.
 */
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { accountModel } from '../src/models/account';
import { hashPassword } from '../src/lib/passwords';

const DURATION_MS = 3000;
const CONNECTIONS = 10;
const SIGN_INS = 20;

/** CONNECTIONS loops calling `url` back to back for DURATION_MS; returns requests per second. */
async function requestsPerSecond(url: string): Promise<number> {
  const deadline = performance.now() + DURATION_MS;
  let done = 0;
  const loop = async () => {
    while (performance.now() < deadline) {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${url} : HTTP ${response.status}`);
      done += 1;
    }
  };
  const start = performance.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, loop));
  return done / ((performance.now() - start) / 1000);
}

const base = process.env.MONGODB_URI;
if (!base) throw new Error('MONGODB_URI est requis (voir ../shared/mongo-standin).');
const database = new URL(base);
database.pathname = `/ped_bench_catalog_${randomUUID().slice(0, 8)}`;

const app = await buildApp(
  loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    MONGODB_URI: database.toString(),
    DATA_DIR: `/tmp/ped-bench-${randomUUID().slice(0, 8)}`,
    SIGNIN_RATE_LIMIT_PER_EMAIL: '1000',
    SIGNIN_RATE_LIMIT_PER_IP: '1000',
  }),
);
const bare = Fastify({ logger: false });
bare.get('/bare', async () => ({ success: true, message: 'OK', payload: null }));
try {
  await app.listen({ host: '127.0.0.1', port: 0 });
  await bare.listen({ host: '127.0.0.1', port: 0 });
  const apiUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const bareUrl = `http://127.0.0.1:${(bare.server.address() as AddressInfo).port}/bare`;

  await requestsPerSecond(bareUrl);
  await requestsPerSecond(`${apiUrl}/catalogs/offers`);
  const bareRate = await requestsPerSecond(bareUrl);
  const catalogRate = await requestsPerSecond(`${apiUrl}/catalogs/offers`);
  console.log(`Route Fastify nue : ${bareRate.toFixed(0)} req/s`);
  console.log(`GET /catalogs/offers : ${catalogRate.toFixed(0)} req/s`);
  console.log(`Rapport catalogue / route nue : ${(catalogRate / bareRate).toFixed(2)}`);

  const password = 'mot-de-passe-du-banc';
  await accountModel(app.mongoose.connection).create({
    email: 'banc@pre-etat-date.test',
    password_hash: await hashPassword(password),
    validated: true,
  });
  const times: number[] = [];
  for (let i = 0; i < SIGN_INS; i += 1) {
    const start = performance.now();
    const response = await fetch(`${apiUrl}/account/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'banc@pre-etat-date.test', password }),
    });
    if (!response.ok) throw new Error(`connexion : HTTP ${response.status}`);
    await response.arrayBuffer();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  console.log(
    `Connexion (POST /account/auth, argon2id) : médiane ${times[Math.floor(SIGN_INS / 2)]!.toFixed(1)} ms (${SIGN_INS} essais)`,
  );
} finally {
  await app.mongoose.connection.dropDatabase().catch(() => undefined);
  await app.close();
  await bare.close();
}
