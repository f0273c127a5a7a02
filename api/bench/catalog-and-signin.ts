/**
 * `node --import tsx bench/catalog-and-signin.ts`: requests per second of
 * GET /catalogs/offers next to a bare Fastify route answering the same JSON, both served by
 * this process and loaded by autocannon in a separate process (so the load generator does
 * not share the servers' CPU), and the median time of a sign-in (argon2id verification).
 * Needs MONGODB_URI. Prints figures; asserts nothing.
 */
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import Fastify from 'fastify';
import { benchApp } from './bench-app';
import { accountModel } from '../src/models/account';
import { hashPassword } from '../src/lib/passwords';

const CONNECTIONS = 50;
const SECONDS = 5;
const ROUNDS = 3;
const SIGN_INS = 20;
const autocannon = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

/** What a browser says it accepts: the catalog then travels compressed. */
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

/**
 * autocannon against `url` for `seconds`, in its own process, as a plain HTTP client or as a
 * browser (`accept-encoding`); returns requests per second.
 */
async function requestsPerSecond(
  url: string,
  seconds = SECONDS,
  asBrowser = false,
): Promise<number> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      autocannon,
      '--json',
      '-c',
      String(CONNECTIONS),
      '-d',
      String(seconds),
      ...(asBrowser ? ['-H', `accept-encoding=${BROWSER_ENCODINGS}`] : []),
      url,
    ],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  const result = JSON.parse(stdout) as {
    requests: { average: number };
    non2xx: number;
    errors: number;
  };
  if (result.non2xx || result.errors) throw new Error(`${url} : réponses en erreur`);
  return result.requests.average;
}

const app = await benchApp('catalog', {
  SIGNIN_RATE_LIMIT_PER_EMAIL: '1000',
  SIGNIN_RATE_LIMIT_PER_IP: '1000',
});
const bare = Fastify({ logger: false });
try {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const apiUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const catalogUrl = `${apiUrl}/catalogs/offers`;
  const catalog = (await (await fetch(catalogUrl)).json()) as unknown;
  bare.get('/bare', async () => catalog);
  await bare.listen({ host: '127.0.0.1', port: 0 });
  const bareUrl = `http://127.0.0.1:${(bare.server.address() as AddressInfo).port}/bare`;

  await requestsPerSecond(bareUrl, 2);
  await requestsPerSecond(catalogUrl, 2);
  // rounds alternate the two servers, so that load from elsewhere on the machine hits both
  const rounds: Array<{ bare: number; catalog: number; browser: number }> = [];
  for (let round = 0; round < ROUNDS; round += 1)
    rounds.push({
      bare: await requestsPerSecond(bareUrl),
      catalog: await requestsPerSecond(catalogUrl),
      browser: await requestsPerSecond(catalogUrl, SECONDS, true),
    });
  const median = (ratios: number[]) => ratios.sort((a, b) => a - b)[Math.floor(ROUNDS / 2)]!;
  const bytes = Buffer.byteLength(JSON.stringify(catalog));
  console.log(
    `autocannon (processus séparé, ${CONNECTIONS} connexions, ${ROUNDS} manches de ${SECONDS} s par serveur, réponse de ${bytes} octets)`,
  );
  for (const { bare, catalog, browser } of rounds)
    console.log(
      `  route Fastify nue ${bare.toFixed(0)} req/s, GET /catalogs/offers ${catalog.toFixed(0)} req/s, compressé pour un navigateur ${browser.toFixed(0)} req/s`,
    );
  console.log(
    `Rapport catalogue / route nue : médiane ${median(rounds.map((r) => r.catalog / r.bare)).toFixed(2)} (objectif ≥ 0,8) ; compressé pour un navigateur (accept-encoding: ${BROWSER_ENCODINGS}) : ${median(rounds.map((r) => r.browser / r.bare)).toFixed(2)}`,
  );

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
