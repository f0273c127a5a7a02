import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { assertOwner, callerOrganisation } from '../../services/organisations/access';
import { organisationCustomer } from '../../services/payments/organisation-customer';
import { savedCardsOf } from '../../services/payments/saved-cards';
import { Envelope, errorResponses, ok } from '../../schemas/envelope';
import { PRO_ACCOUNT_PATHS } from '@ped/contracts/paths';

const Card = Type.Object({
  id: Type.String(),
  brand: Type.String(),
  last4: Type.String(),
  exp_month: Type.Integer(),
  exp_year: Type.Integer(),
});

const ReturnPath = Type.String({
  pattern: '^/[^/\\\\]',
  maxLength: 300,
  errorMessage: 'Adresse de retour invalide : un chemin de l’application est attendu',
});
const SetupBody = Type.Object(
  { next: ReturnPath, cancel: ReturnPath },
  { additionalProperties: false },
);

/**
 * Saved cards of the organisation (docs/product.md §7.4): list them, add one through a Stripe
 * Checkout in setup mode, manage them in the Stripe billing portal. Return addresses are
 * paths of the application, never another site.
 */
const methods: FastifyPluginAsyncTypebox = async (app) => {
  const appUrl = app.config.PUBLIC_APP_URL.replace(/\/$/, '');

  app.get(
    '/billing/stripe/listMethods',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['paiement'],
        summary: 'Cartes enregistrées de l’organisation',
        response: {
          200: Envelope(
            Type.Object({
              methods: Type.Array(Card),
              default: Type.Union([Type.String(), Type.Null()]),
            }),
          ),
          ...errorResponses(401, 403),
        },
      },
    },
    async (request) => {
      const { organisation } = await callerOrganisation(app, request.session);
      if (!organisation.stripe_customer_id)
        return ok({ methods: [], default: null }, 'Aucune carte enregistrée');
      const { cards, defaultId } = await savedCardsOf(app, organisation.stripe_customer_id);
      return ok(
        { methods: cards, default: defaultId },
        cards.length
          ? `${cards.length} carte${cards.length > 1 ? 's' : ''} enregistrée${cards.length > 1 ? 's' : ''}`
          : 'Aucune carte enregistrée',
      );
    },
  );

  app.post(
    '/billing/stripe/checkout/setup',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['paiement'],
        summary: 'Enregistrer une carte (Stripe Checkout, mode setup)',
        body: SetupBody,
        response: {
          200: Envelope(Type.Object({ url: Type.String() })),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => {
      const { organisation } = await callerOrganisation(app, request.session);
      const customer = await organisationCustomer(app, organisation);
      const checkout = await app.payments.stripe.checkout.sessions.create({
        mode: 'setup',
        locale: 'fr',
        currency: 'eur',
        customer,
        payment_method_types: ['card'],
        metadata: { organisation: String(organisation._id), purpose: 'save-card' },
        success_url: `${appUrl}${request.body.next}`,
        cancel_url: `${appUrl}${request.body.cancel}`,
      });
      if (!checkout.url) throw new Error('Session d’enregistrement de carte sans adresse');
      return ok({ url: checkout.url }, 'Redirection vers l’enregistrement de la carte');
    },
  );

  app.post(
    '/billing/stripe/portal',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['paiement'],
        summary: 'Portail de facturation Stripe',
        response: {
          200: Envelope(Type.Object({ url: Type.String() })),
          ...errorResponses(401, 403),
        },
      },
    },
    async (request) => {
      const { organisation, session } = await callerOrganisation(app, request.session);
      // the portal changes the card and cancels plans: the owner's call, as subscribing is
      assertOwner(session);
      const customer = await organisationCustomer(app, organisation);
      const portal = await app.payments.stripe.billingPortal.sessions.create({
        customer,
        locale: 'fr',
        return_url: `${appUrl}${PRO_ACCOUNT_PATHS.billing}`,
      });
      return ok({ url: portal.url }, 'Redirection vers le portail de facturation');
    },
  );
};

export default methods;
