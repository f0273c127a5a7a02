import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import { forbidden } from '../../lib/http-errors';
import {
  assertFeature,
  assertOwner,
  callerOrganisation,
  type CallerOrganisation,
} from '../../services/organisations/access';

export const SESSION_ONLY =
  'Les webhooks se gèrent depuis Paramètres, connecté en administrateur du compte : une clé d’API ne suffit pas';

/**
 * Who manages webhooks: the organisation's owner, signed in (not an API key: a key acting
 * for software must not redirect the events nor read a signing secret), on a plan with
 * use_api. Role and plan are re-read from the database on each request.
 */
export async function webhookOwner(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<CallerOrganisation> {
  if (!request.headers.authorization?.startsWith('Bearer ')) throw forbidden(SESSION_ONLY);
  const caller = await callerOrganisation(app, request.session);
  assertOwner(caller.session);
  assertFeature(caller.plan, 'use_api');
  return caller;
}

export const EndpointParams = Type.Object(
  {
    id: Type.String({
      minLength: 1,
      maxLength: 40,
      errorMessage: 'Identifiant de webhook invalide',
    }),
  },
  { additionalProperties: false },
);

export const TAGS = ['webhooks'];
