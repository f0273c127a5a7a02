import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ApiKeyMode, ApiKeyScope, PlanCode } from '@ped/domain';
import { bearer, createProfessional } from '../helpers/accounts';
import { appWithMailForFile } from '../helpers/app-with-mail';
import { completeForm } from '../helpers/orders';

/** Where staff are told of new documents and update requests in these tests. */
export const STAFF = 'production@ped.test';
/** A real PDF a seller would send (a fiche synthétique). */
export const FICHE = readFileSync(
  path.join(__dirname, '../fixtures/documents/fiche-synthetique.pdf'),
);

/**
 * The app of a test file of /api/v1, with its mailbox: jobs run only when a test runs
 * them, staff have their address.
 */
export const apiV1AppForFile = () =>
  appWithMailForFile({ SCHEDULER_ENABLED: 'false', STAFF_EMAIL: STAFF });

export interface Integrator {
  organisation: { _id: unknown };
  token: string;
  /** the secret of an API key of the organisation, for X-Api-Key */
  secret: string;
}

/** Creates a key of the organisation as the member holding `token`; returns its secret. */
export async function createKey(
  app: FastifyInstance,
  token: string,
  key: { mode?: ApiKeyMode; scope?: ApiKeyScope; name?: string } = {},
): Promise<string> {
  const created = await app.inject({
    method: 'POST',
    url: '/account/api-keys',
    headers: bearer(token),
    payload: { name: 'Logiciel de transaction', ...key },
  });
  if (created.statusCode !== 201) throw new Error(`api key: ${created.body}`);
  return created.json().payload.secret as string;
}

/** A professional whose software calls /api/v1: an organisation, its owner and a key. */
export async function createIntegrator(
  app: FastifyInstance,
  email: string,
  plan: PlanCode = 'experts',
  key: { mode?: ApiKeyMode; scope?: ApiKeyScope } = {},
): Promise<Integrator> {
  const pro = await createProfessional(app, email, plan);
  return { ...pro, secret: await createKey(app, pro.token, key) };
}

/** The body of POST /api/v1/orders: the complete test form, a file number, confirmed. */
export function orderBody(externalId: string, extra: Record<string, unknown> = {}) {
  return {
    ...completeForm('vendeur@exemple.fr'),
    external_id: externalId,
    confirm: true,
    ...extra,
  };
}

let keys = 0;
/** A fresh Idempotency-Key. */
export const newKey = () => `cle-${Date.now()}-${++keys}`;

export function postOrder(
  app: FastifyInstance,
  secret: string,
  body: Record<string, unknown>,
  idempotencyKey = newKey(),
) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/orders',
    headers: { 'x-api-key': secret, 'idempotency-key': idempotencyKey },
    payload: body,
  });
}

export const getAs = (app: FastifyInstance, secret: string, url: string) =>
  app.inject({ method: 'GET', url, headers: { 'x-api-key': secret } });

/** A POST of /api/v1 other than the creation, with a fresh Idempotency-Key. */
export function postAs(
  app: FastifyInstance,
  secret: string,
  url: string,
  payload: Record<string, unknown> = {},
  idempotencyKey = newKey(),
) {
  return app.inject({
    method: 'POST',
    url,
    headers: { 'x-api-key': secret, 'idempotency-key': idempotencyKey },
    payload,
  });
}

/** Entry names of a ZIP, read with Debian's unzip. */
export function zipEntries(zip: Buffer): string[] {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'archive-')), 'a.zip');
  writeFileSync(file, zip);
  return execFileSync('unzip', ['-Z1', file], { encoding: 'utf8' }).trim().split('\n');
}
