import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  DATE_FIELDS,
  SALE_DETAIL_CHOICE_FIELDS,
  SALE_DETAIL_KEYS,
  SALE_DETAIL_KEY_FIELDS,
  SALE_DETAIL_TEXT_FIELDS,
  saleDetailLabel,
  validateSaleDetails,
  type SaleDetailKey,
  type SaleDetails,
} from '@ped/domain';
import { Envelope, errorResponses, ok } from '../../schemas/envelope';
import { nullable, OrderSchema, OrderIdParams, ShareKeySchema } from '@ped/schemas';
import { orderLots } from '../../services/pre-etat-date/order-sources';
import { badRequest, conflict } from '../../lib/http-errors';
import { orderModel } from '../../models/order';
import { historyEntry } from '../../services/orders/history';
import { serializeOrder } from '../../services/orders/serialize';
import { findOrder } from '../../services/orders/find-order';

const Day = nullable(Type.String({ maxLength: 10, errorMessage: 'Date invalide' }), {
  errorMessage: 'Date invalide',
});

const Details = Type.Object(
  {
    ...Object.fromEntries(DATE_FIELDS.map(({ key }) => [key, Type.Optional(Day)])),
    building_lots: Type.Optional(
      nullable(
        Type.Integer({ minimum: 1, maximum: 100_000, errorMessage: 'Nombre de lots invalide' }),
        {
          errorMessage: 'Nombre de lots invalide',
        },
      ),
    ),
    building_residential: Type.Optional(
      nullable(Type.Boolean({ errorMessage: 'Répondez oui ou non' }), {
        errorMessage: 'Répondez oui ou non',
      }),
    ),
    ...Object.fromEntries(
      SALE_DETAIL_TEXT_FIELDS.map(({ key }) => [
        key,
        Type.Optional(Type.String({ maxLength: 200, errorMessage: '200 caractères au plus' })),
      ]),
    ),
    ...Object.fromEntries(
      SALE_DETAIL_CHOICE_FIELDS.map(({ key }) => [
        key,
        Type.Optional(
          nullable(Type.Integer({ minimum: 1, maximum: 12, errorMessage: 'Valeur invalide' }), {
            errorMessage: 'Valeur invalide',
          }),
        ),
      ]),
    ),
    ...Object.fromEntries(
      SALE_DETAIL_KEY_FIELDS.map(({ key }) => [key, Type.Optional(nullable(ShareKeySchema))]),
    ),
  },
  { additionalProperties: false, minProperties: 1, errorMessage: 'Indiquez au moins une donnée' },
);

const SaleDetailsBody = Type.Object(
  {
    account: Type.String({ format: 'email', errorMessage: 'Adresse e-mail invalide' }),
    details: Details,
  },
  { additionalProperties: false },
);

/**
 * PUT /order/{orderid}/sale-details (admin): staff correct or complete the dates, the
 * financial years, the building's size and the syndic's contact the seller gave (or not).
 * The order's history says who changed which, and when.
 */
const saleDetails: FastifyPluginAsyncTypebox = async (app) => {
  app.put(
    '/order/:orderid/sale-details',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['documents'],
        summary:
          'Corrige les dates, exercices, nombre de lots et coordonnées du syndic (administrateurs)',
        params: OrderIdParams,
        body: SaleDetailsBody,
        response: { 200: Envelope(OrderSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { account } = request.body;
      const details = request.body.details as Partial<SaleDetails>;
      const order = await findOrder(app, request.params.orderid, { as: 'admin', account });
      if (order.state === 'done')
        throw conflict(
          'La commande est terminée : rouvrez-la (actualisation) avant de la modifier',
        );
      const stored = (order.stored ?? {}) as Partial<SaleDetails>;
      // the years are checked as they will stand, with the dates not sent
      const errors = validateSaleDetails({ ...stored, ...details }, { lots: orderLots(order) });
      const keys = SALE_DETAIL_KEYS.filter((key) => details[key] !== undefined);
      // a key's errors are its fields' (`loan_key.total`)
      const refused = Object.keys(errors).find((field) =>
        keys.some((key) => field === key || field.startsWith(`${key}.`)),
      );
      if (refused) throw badRequest(errors[refused]!, { errors });

      const next = new Map(keys.map((key) => [key, normalised(key, details)]));
      // '' and null both mean « not given »: replacing one by the other changes nothing
      const same = (a: unknown, b: unknown) =>
        JSON.stringify(a || null) === JSON.stringify(b || null);
      const changed = keys.filter((key) => !same(stored[key], next.get(key)));
      const updated = await orderModel(app.mongoose.connection).findOneAndUpdate(
        { orderid: order.orderid },
        {
          $set: Object.fromEntries(changed.map((key) => [`stored.${key}`, next.get(key)])),
          ...(changed.length
            ? {
                $push: {
                  history: {
                    ...historyEntry(
                      request.session!.account,
                      'sale-details',
                      order.state,
                      order.state,
                    ),
                    detail: changed.map(saleDetailLabel).join(' ; '),
                  },
                },
              }
            : {}),
        },
        { new: true },
      );
      return ok(
        serializeOrder(updated!.toObject(), {
          admin: true,
          encryptionKey: app.config.ENCRYPTION_KEY,
        }),
        changed.length ? 'Données de la vente enregistrées' : 'Aucune donnée modifiée',
      );
    },
  );
};

function normalised(key: SaleDetailKey, details: Partial<SaleDetails>) {
  const value = details[key];
  return typeof value === 'string' ? value.trim() || (key.startsWith('dt_') ? null : '') : value;
}

export default saleDetails;
