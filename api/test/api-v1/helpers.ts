import type { FastifyInstance } from 'fastify';
import type { PlanCode } from '@ped/domain';
import { bearer, createProfessional } from '../helpers/accounts';
import { completeForm } from '../helpers/orders';

export interface Integrator {
  organisation: { _id: unknown };
  token: string;
  /** the secret of an API key of the organisation, for X-Api-Key */
  secret: string;
}

/** A professional whose software calls /api/v1: an organisation, its owner and a key. */
export async function createIntegrator(
  app: FastifyInstance,
  email: string,
  plan: PlanCode = 'experts',
): Promise<Integrator> {
  const pro = await createProfessional(app, email, plan);
  const created = await app.inject({
    method: 'POST',
    url: '/account/api-keys',
    headers: bearer(pro.token),
    payload: { name: 'Logiciel de transaction' },
  });
  if (created.statusCode !== 201) throw new Error(`api key: ${created.body}`);
  return { ...pro, secret: created.json().payload.secret as string };
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
