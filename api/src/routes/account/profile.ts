import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  normaliseEmail,
  canBillMonthly,
  PLAN_PAYLOAD_PLANS,
  PLANS,
  type PlanCode,
} from '@ped/domain';
import { accountModel, BILLING_FREQUENCIES, type BillingFrequency } from '../../models/account';
import { organisationModel } from '../../models/organisation';
import { conflict, forbidden, notFound, unauthorized } from '../../lib/http-errors';
import { assertOwner } from '../../services/organisations/access';
import { AccountPayloadSchema, Email } from '../../schemas/account';
import { Envelope, errorResponses, ok } from '../../schemas/envelope';
import { accountPayload } from './account-payload';
import { setOrganisationBillingFrequency } from '../../services/payments/billing-frequency';

const bearer = [{ bearerAuth: [] }];

/** The account as shown in "Mon Compte", its plan (set by admins) and its organisation's billing frequency. */
const profile: FastifyPluginAsyncTypebox = async (app) => {
  const Account = accountModel(app.mongoose.connection);
  const Organisation = organisationModel(app.mongoose.connection);

  async function payloadOf(accountId: string) {
    const payload = await accountPayload(app.mongoose.connection, accountId);
    if (!payload) throw unauthorized('Compte introuvable');
    return payload;
  }

  app.get(
    '/account/v2',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['compte'],
        summary: 'Le compte connecté et son organisation',
        security: bearer,
        response: { 200: Envelope(AccountPayloadSchema), ...errorResponses(401) },
      },
    },
    async (request) => ok(await payloadOf(request.session!.account_id), 'Compte'),
  );

  app.post(
    '/account/plan',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['compte', 'administration'],
        summary: 'Changer la formule de l’organisation d’un compte (administrateurs)',
        security: bearer,
        body: Type.Object(
          {
            email: Email,
            subscription_plan: Type.Unsafe<PlanCode>({
              type: 'string',
              enum: PLAN_PAYLOAD_PLANS,
              errorMessage: 'Formule inconnue : choisissez free, experts ou premium',
            }),
          },
          { additionalProperties: false },
        ),
        response: {
          200: Envelope(AccountPayloadSchema),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      const account = await Account.findOne({ email: normaliseEmail(request.body.email) }).lean();
      if (!account) throw notFound('Compte introuvable');
      if (!account.organisation)
        throw conflict('Ce compte n’appartient à aucune organisation professionnelle');
      const plan: PlanCode = request.body.subscription_plan;
      await Organisation.updateOne(
        { _id: account.organisation },
        { $set: { subscription_plan: plan, subscription_canceled: false } },
      );
      return ok(
        await payloadOf(String(account._id)),
        `Formule ${PLANS[plan].label} appliquée à ${account.email}`,
      );
    },
  );

  app.post(
    '/account/billing/frequency',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['compte'],
        summary: 'Choisir d’être facturé à chaque commande ou une fois par mois',
        security: bearer,
        body: Type.Object(
          {
            billing_frequency: Type.Unsafe<BillingFrequency>({
              type: 'string',
              enum: BILLING_FREQUENCIES,
              errorMessage: 'Fréquence de facturation inconnue : per_order ou monthly',
            }),
          },
          { additionalProperties: false },
        ),
        response: { 200: Envelope(AccountPayloadSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const session = request.session!;
      const { billing_frequency } = request.body;
      const organisation = session.organisation;
      // how the organisation is billed is the owner's call, as subscribing is
      if (organisation) assertOwner(session);
      if (
        billing_frequency === 'monthly' &&
        !canBillMonthly(organisation?.subscription_plan ?? null)
      ) {
        throw forbidden(
          'La facturation mensuelle regroupée est réservée aux formules Experts, Premium et Syndic',
        );
      }
      // the organisation's frequency, whichever member chooses it (decision 021)
      if (organisation)
        await setOrganisationBillingFrequency(
          app.mongoose.connection,
          organisation.id,
          billing_frequency,
        );
      else await Account.updateOne({ _id: session.account_id }, { $set: { billing_frequency } });
      return ok(
        await payloadOf(session.account_id),
        billing_frequency === 'monthly'
          ? 'Vous serez facturé une fois par mois'
          : 'Vous serez facturé à chaque commande',
      );
    },
  );
};

export default profile;
