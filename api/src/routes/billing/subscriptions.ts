import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import Stripe from 'stripe';
import { PLANS, type PlanCode } from '@ped/domain';
import { subscriptionModel } from '../../models/subscription';
import { assertOwner, callerOrganisation } from '../../services/organisations/access';
import { conflict, HttpError, notFound } from '../../lib/http-errors';
import { organisationCustomer } from '../../services/payments/organisation-customer';
import {
  applySubscription,
  type StripeSubscriptionFacts,
} from '../../services/payments/subscription-events';
import { Envelope, ErrorEnvelope, errorResponses, ok } from '../../schemas/envelope';

const PAID_PLANS = ['experts', 'premium', 'syndic'] as const;

const SubscribeBody = Type.Object(
  {
    plan: Type.Union(
      PAID_PLANS.map((p) => Type.Literal(p)),
      { errorMessage: 'Formule inconnue : choisissez Experts, Premium ou Syndic' },
    ),
    payment_method: Type.String({
      minLength: 3,
      maxLength: 100,
      pattern: '^pm_',
      errorMessage: 'Choisissez une carte enregistrée',
    }),
  },
  { additionalProperties: false },
);

const SubscriptionState = Type.Object({
  plan: Type.String(),
  status: Type.Union([
    Type.Literal('active'),
    Type.Literal('past_due'),
    Type.Literal('canceled'),
    Type.Literal('none'),
  ]),
  expires: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  canceled: Type.Boolean(),
});

/**
 * Subscriptions (docs/product.md §7.4): subscribe with a saved card, cancel at the end of the
 * paid period. The organisation's plan follows Stripe through applySubscription, called
 * here with Stripe's answer and again by every webhook (idempotent).
 */
const subscriptions: FastifyPluginAsyncTypebox = async (app) => {
  const Subscriptions = subscriptionModel(app.mongoose.connection);
  const priceIds: Record<(typeof PAID_PLANS)[number], string> = {
    experts: app.config.STRIPE_PRICE_EXPERTS,
    premium: app.config.STRIPE_PRICE_PREMIUM,
    syndic: app.config.STRIPE_PRICE_SYNDIC,
  };

  app.get(
    '/billing/subscription',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['abonnement'],
        summary: 'Abonnement de l’organisation',
        response: { 200: Envelope(SubscriptionState), ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const { organisation } = await callerOrganisation(app, request.session);
      const current = await Subscriptions.findOne({ organisation: organisation._id })
        .sort({ updated: -1 })
        .lean();
      return ok(
        {
          plan: organisation.subscription_plan,
          status: current?.status ?? 'none',
          expires: organisation.subscription_expires?.toISOString() ?? null,
          canceled: organisation.subscription_canceled,
        },
        'Abonnement',
      );
    },
  );

  app.post(
    '/billing/subscribe',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['abonnement'],
        summary: 'Souscrire une formule avec une carte enregistrée',
        body: SubscribeBody,
        response: {
          200: Envelope(SubscriptionState),
          402: ErrorEnvelope,
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      const { organisation, session } = await callerOrganisation(app, request.session);
      assertOwner(session);
      const plan: PlanCode = request.body.plan;
      const running = await Subscriptions.findOne({
        organisation: organisation._id,
        status: { $ne: 'canceled' },
      }).lean();
      if (running && !running.cancel_at_period_end) {
        throw conflict(
          `Votre organisation est déjà abonnée à la formule ${PLANS[running.plan as PlanCode]?.label ?? running.plan} : résiliez-la avant d’en choisir une autre`,
        );
      }
      const customer = await organisationCustomer(app, organisation);
      let created: Stripe.Subscription;
      try {
        created = await app.payments.stripe.subscriptions.create({
          customer,
          items: [{ price: priceIds[request.body.plan] }],
          default_payment_method: request.body.payment_method,
          metadata: { organisation: String(organisation._id), plan },
        });
      } catch (error) {
        if (error instanceof Stripe.errors.StripeCardError)
          throw new HttpError(402, 'Paiement refusé par la banque : essayez avec une autre carte');
        if (
          error instanceof Stripe.errors.StripeInvalidRequestError &&
          error.param?.includes('payment_method')
        )
          throw notFound('Carte introuvable : choisissez une carte enregistrée');
        throw error;
      }
      await applySubscription(app, created as unknown as StripeSubscriptionFacts);
      const updated = await callerOrganisation(app, request.session);
      return ok(
        {
          plan: updated.organisation.subscription_plan,
          status: 'active' as const,
          expires: updated.organisation.subscription_expires?.toISOString() ?? null,
          canceled: updated.organisation.subscription_canceled,
        },
        `Bienvenue dans la formule ${PLANS[plan].label} !`,
      );
    },
  );

  app.post(
    '/billing/subscribe/cancel',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['abonnement'],
        summary: 'Résilier à la fin de la période payée',
        response: { 200: Envelope(SubscriptionState), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const { organisation, session } = await callerOrganisation(app, request.session);
      assertOwner(session);
      const running = await Subscriptions.findOne({
        organisation: organisation._id,
        status: { $ne: 'canceled' },
      }).lean();
      if (!running) throw notFound('Aucun abonnement en cours à résilier');
      const updatedSub = await app.payments.stripe.subscriptions.update(
        running.stripe_subscription_id,
        { cancel_at_period_end: true },
      );
      await applySubscription(app, updatedSub as unknown as StripeSubscriptionFacts);
      const updated = await callerOrganisation(app, request.session);
      const expires = updated.organisation.subscription_expires;
      return ok(
        {
          plan: updated.organisation.subscription_plan,
          status: running.status,
          expires: expires?.toISOString() ?? null,
          canceled: true,
        },
        expires
          ? `Abonnement résilié : vos avantages restent actifs jusqu’au ${expires.toLocaleDateString('fr-FR', { timeZone: 'Europe/Paris' })}`
          : 'Abonnement résilié',
      );
    },
  );
};

export default subscriptions;
