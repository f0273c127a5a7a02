import type { FastifyInstance } from 'fastify';
import type { HydratedDocument } from 'mongoose';
import { featureRefusal, hasFeature, type Feature, type PlanCode, type Session } from '@ped/domain';
import { organisationModel, type Organisation } from '../../models/organisation';
import { forbidden, notFound, unauthorized } from '../../lib/http-errors';

export const PRO_ONLY = 'Réservé aux comptes professionnels';
export const OWNER_ONLY = 'Réservé à l’administrateur du compte professionnel';

export interface CallerOrganisation {
  session: Session;
  organisation: HydratedDocument<Organisation>;
  plan: PlanCode;
}

/**
 * The caller's organisation as stored now. The plan is read from the database, not from
 * the token, so a subscription that just ended stops its features at once.
 */
export async function callerOrganisation(
  app: FastifyInstance,
  session: Session | null,
): Promise<CallerOrganisation> {
  if (!session) throw unauthorized();
  if (!session.organisation) throw forbidden(PRO_ONLY);
  const organisation = await organisationModel(app.mongoose.connection).findById(
    session.organisation.id,
  );
  if (!organisation) throw notFound('Organisation introuvable');
  return { session, organisation, plan: organisation.subscription_plan as PlanCode };
}

export function assertFeature(plan: PlanCode, feature: Feature): void {
  if (!hasFeature(plan, feature)) throw forbidden(featureRefusal(feature));
}

export function assertOwner(session: Session): void {
  if (session.role !== 'owner') throw forbidden(OWNER_ONLY);
}
