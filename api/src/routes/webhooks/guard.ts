import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import {
  assertFeature,
  assertOwner,
  callerOrganisation,
  type CallerOrganisation,
} from '../../services/organisations/access';

/**
 * Who manages webhooks: the organisation's owner, signed in (app.authenticate: an API key is
 * refused before, as on every route that administers the organisation, ADR 065), on a plan
 * with use_api. Role and plan are re-read from the database on each request.
 */
export async function webhookOwner(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<CallerOrganisation> {
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
