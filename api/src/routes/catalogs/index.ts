import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  normaliseEmail,
  canBuyOffer,
  OFFER_CODES,
  OFFERS,
  parisDay,
  PLAN_CODES,
  PRICE_BASIS,
  priceOf,
  type CustomerType,
  type PlanCode,
} from '@ped/domain';
import { accountModel } from '../../models/account';
import { organisationModel } from '../../models/organisation';
import { forbidden, notFound } from '../../lib/http-errors';
import { Email } from '../../schemas/account';
import { Envelope, errorResponses, ok } from '../../schemas/envelope';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

const PriceSchema = Type.Object({
  offer: Type.String(),
  customerType: Type.Union([Type.Literal('consumer'), Type.Literal('business')]),
  date: Type.String(),
  taxRate: Type.Number(),
  htCents: Type.Integer(),
  tvaCents: Type.Integer(),
  ttcCents: Type.Integer(),
  shownCents: Type.Integer(),
  shownLabel: Type.Union([Type.Literal('TTC'), Type.Literal('HT')]),
});

const CatalogOfferSchema = Type.Object({
  code: Type.String(),
  name: Type.String(),
  bold: Type.String(),
  link: Type.String(),
  link_canonical: Type.String(),
  link_more: Type.String(),
  plan: Nullable(Type.Union(PLAN_CODES.map((code) => Type.Literal(code)))),
  details: Type.Array(Type.String()),
  small: Type.String(),
  hide: Type.Boolean(),
  tax_rate: Type.Number(),
  soldOnline: Type.Boolean(),
  /** amounts listed today for each customer type (consumer TTC, business HT), in cents */
  price_consumer: Nullable(Type.Integer()),
  price_business: Nullable(Type.Integer()),
  /** the price applying to the caller, null when the offer is not sold to them online */
  price: Nullable(PriceSchema),
  shownCents: Nullable(Type.Integer()),
  /** 'TTC' for visitors and plain customers, 'HT' for professionals */
  shownLabel: Type.Union([Type.Literal('TTC'), Type.Literal('HT')]),
  /** whether the caller may order it online now */
  available: Type.Boolean(),
});

interface Customer {
  customerType: CustomerType;
  plan: PlanCode | null;
}

/** The offers priced for a customer on a day (prices change by Paris calendar day only). */
function priceCatalog({ customerType, plan }: Customer, now: Date) {
  return OFFER_CODES.map((code) => {
    const price = priceOf(code, customerType, now);
    return {
      ...OFFERS[code],
      price_consumer: priceOf(code, 'consumer', now)?.shownCents ?? null,
      price_business: priceOf(code, 'business', now)?.shownCents ?? null,
      price,
      shownCents: price?.shownCents ?? null,
      shownLabel: PRICE_BASIS[customerType],
      available: price !== null && canBuyOffer(code, plan),
    };
  });
}

/**
 * Today's catalogs as sent (the envelope serialized by the route's response schema), once
 * per customer kind and day: the catalog is the busiest public call and its answer only
 * changes with the Paris calendar day.
 */
let cachedDay = '';
const cache = new Map<string, string>();

function catalogFor(customer: Customer, now: Date, serialize: (envelope: unknown) => string) {
  const day = parisDay(now);
  if (day !== cachedDay) {
    cache.clear();
    cachedDay = day;
  }
  const key = `${customer.customerType}:${customer.plan}`;
  let body = cache.get(key);
  if (body === undefined) {
    body = serialize(
      ok(
        priceCatalog(customer, now),
        customer.customerType === 'business'
          ? 'Offres aux prix professionnels (HT)'
          : 'Offres aux prix particuliers (TTC)',
      ),
    );
    cache.set(key, body);
  }
  return body;
}

/**
 * docs/product.md §7.6: the offers with the prices that apply to the caller. Prices come from
 * @ped/domain `priceOf` only; a visitor sees consumer TTC prices, a professional business HT
 * prices, and an admin may ask for the prices of another account (`?account=`).
 */
const catalogs: FastifyPluginAsyncTypebox = async (app) => {
  const Account = accountModel(app.mongoose.connection);
  const Organisation = organisationModel(app.mongoose.connection);

  async function customerOf(email: string): Promise<Customer> {
    const account = await Account.findOne({ email: normaliseEmail(email) }).lean();
    if (!account) throw notFound('Compte introuvable');
    const organisation = account.organisation
      ? await Organisation.findById(account.organisation).lean()
      : null;
    return organisation
      ? { customerType: 'business', plan: organisation.subscription_plan as PlanCode }
      : { customerType: 'consumer', plan: null };
  }

  app.get(
    '/catalogs/offers',
    {
      preHandler: app.identify,
      config: { keepsCompressedAnswers: true },
      schema: {
        tags: ['catalogue'],
        summary:
          'Les offres et les prix qui s’appliquent à l’appelant (ou, pour un administrateur, au compte ?account=)',
        querystring: Type.Object(
          { account: Type.Optional(Email) },
          { additionalProperties: false },
        ),
        response: {
          200: Envelope(Type.Array(CatalogOfferSchema)),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      let customer: Customer;
      if (request.query.account) {
        // Admin rights are re-read from the database, as for every admin check.
        const caller =
          request.session && (await app.sessions.sessionFor(request.session.account_id));
        if (!caller?.is_admin)
          throw forbidden('Seul un administrateur peut consulter les prix d’un autre compte');
        customer = await customerOf(request.query.account);
      } else {
        const organisation = request.session?.organisation;
        customer = organisation
          ? { customerType: 'business', plan: organisation.subscription_plan }
          : { customerType: 'consumer', plan: null };
      }
      // a JSON string is sent as it is: the schema's serializer already made it
      return reply
        .type('application/json; charset=utf-8')
        .send(
          catalogFor(customer, new Date(), (envelope) =>
            String(reply.serialize(envelope)),
          ) as never,
        );
    },
  );
};

export default catalogs;
