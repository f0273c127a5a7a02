import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  BUILDING_RECORD_ITEM_KEYS,
  ORGANISATION_LIMITS,
  STATUS_ITEMS,
  describeStatus,
  itemLabel,
  recordRefusal,
  validateBuildingRecord,
  type BuildingRecordValues,
} from '@ped/domain';
import { Envelope, errorResponses, ok } from '../../schemas/envelope';
import { nullable, OrderIdParams, ShareKeySchema } from '@ped/schemas';
import { badRequest, conflict } from '../../lib/http-errors';
import { orderBuildingRecordModel } from '../../models/order-building-record';
import { orderModel } from '../../models/order';
import { historyEntry } from '../../services/orders/history';
import {
  documentSources,
  loadBuildingRecord,
  loadRegister,
  orderLots,
} from '../../services/pre-etat-date/order-sources';
import { findOrder } from '../../services/orders/find-order';
import { AccountQuery } from './schemas';
import { MAX_FORM_AMOUNT } from '../../schemas/order-form';

const DateDay = Type.String({ format: 'date', errorMessage: 'Date invalide' });
const Euros = nullable(
  Type.Number({
    minimum: -MAX_FORM_AMOUNT,
    maximum: MAX_FORM_AMOUNT,
    errorMessage: 'Montant invalide',
  }),
  {
    errorMessage: 'Montant invalide',
  },
);

const StatusValueSchema = Type.Object(
  {
    status: Type.String({ minLength: 1, maxLength: 40, errorMessage: 'Choix inconnu' }),
    date: nullable(DateDay, { errorMessage: 'Date invalide' }),
    details: Type.String({ maxLength: 2000, errorMessage: 'Précisions trop longues' }),
    /** the day an order's measures are due (« Délai d’exécution des mesures ») */
    deadline: Type.Optional(nullable(DateDay, { errorMessage: 'Date invalide' })),
    /** the DPE's energy class */
    grade: Type.Optional(nullable(Type.String({ maxLength: 1, errorMessage: 'Classe inconnue' }))),
  },
  { additionalProperties: false },
);

const Words = (maxLength: number) =>
  Type.String({ maxLength, errorMessage: `${maxLength} caractères au plus` });
const OptionalDay = nullable(Type.String({ maxLength: 10, errorMessage: 'Date invalide' }), {
  errorMessage: 'Date invalide',
});

const DeedSchema = Type.Object(
  {
    date: OptionalDay,
    notary: Words(ORGANISATION_LIMITS.text),
    published: OptionalDay,
    publication: Words(ORGANISATION_LIMITS.text),
    object: Words(ORGANISATION_LIMITS.text),
  },
  { additionalProperties: false },
);

/** The règlement, the état descriptif, the deeds amending them, the assemblies of three years. */
const OrganisationValueSchema = Type.Object(
  {
    regulation: nullable(DeedSchema),
    division: nullable(DeedSchema),
    divisionInRegulation: Type.Boolean(),
    amendments: Type.Array(DeedSchema, { maxItems: 50 }),
    assemblies: Type.Array(
      Type.Object(
        {
          date: Type.String({ maxLength: 10, errorMessage: 'Date invalide' }),
          resolutions: Words(2000),
        },
        { additionalProperties: false },
      ),
      { maxItems: 50 },
    ),
  },
  { additionalProperties: false },
);

const LotNumber = Type.String({ minLength: 1, maxLength: 50, errorMessage: 'Lot inconnu' });

const WorkSchema = Type.Object(
  {
    resolution: Type.String({ maxLength: 200 }),
    voted: Type.String({ maxLength: 10 }),
    amount: Euros,
    key: nullable(ShareKeySchema),
    loan: Euros,
    calls: Type.Array(
      Type.Object(
        {
          due: Type.String({ maxLength: 10, errorMessage: 'Date invalide' }),
          percent: Type.Number({ minimum: 0, maximum: 100, errorMessage: 'Pourcentage invalide' }),
        },
        { additionalProperties: false },
      ),
      { maxItems: 24, errorMessage: '24 appels au plus' },
    ),
    lots: Type.Array(
      Type.Object(
        { lot: LotNumber, share: Euros, called: Euros, remaining: Euros, loan: Euros },
        { additionalProperties: false },
      ),
      { maxItems: 50 },
    ),
  },
  { additionalProperties: false },
);

const WorksValueSchema = Type.Object(
  {
    status: Type.Union([Type.Literal('none'), Type.Literal('voted')], {
      errorMessage: 'Choix inconnu',
    }),
    list: Type.Array(WorkSchema, { maxItems: 100 }),
  },
  { additionalProperties: false },
);

/** Each item given is recorded; null states it is not communicated. */
const Items = Type.Object(
  {
    works: Type.Optional(nullable(WorksValueSchema)),
    organisation: Type.Optional(nullable(OrganisationValueSchema)),
    ...Object.fromEntries(
      STATUS_ITEMS.map((item) => [item.key, Type.Optional(nullable(StatusValueSchema))]),
    ),
  },
  { additionalProperties: false, minProperties: 1, errorMessage: 'Indiquez au moins une rubrique' },
);

const BuildingRecordBody = Type.Object(
  {
    account: Type.String({ format: 'email', errorMessage: 'Adresse e-mail invalide' }),
    /** the document the answers were read from; absent = the staff member's own entry */
    document_id: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    items: Items,
  },
  { additionalProperties: false },
);

const ItemView = Type.Object({
  key: Type.String(),
  label: Type.String(),
  section: Type.Union([
    Type.Literal('organisation'),
    Type.Literal('life'),
    Type.Literal('technical'),
  ]),
  value: Type.Union([StatusValueSchema, WorksValueSchema, OrganisationValueSchema, Type.Null()]),
  source: Type.Union([
    Type.Object({
      document_id: Type.Union([Type.String(), Type.Null()]),
      document_label: Type.Union([Type.String(), Type.Null()]),
      document_date: Type.Union([Type.String(), Type.Null()]),
      document_doctype: Type.Union([Type.Integer(), Type.Null()]),
      date_confirmed: Type.Boolean(),
      by: Type.String(),
      at: Type.String(),
    }),
    Type.Null(),
  ]),
  entries: Type.Integer(),
});

const BuildingRecordPayload = Type.Object({
  items: Type.Array(ItemView),
  /** documents the answers can be read from, `dated` when they have a date (needed for an absence) */
  documents: Type.Array(
    Type.Object({ id: Type.String(), label: Type.String(), dated: Type.Boolean() }),
  ),
});

/**
 * « Organisation de l'immeuble, vie de la copropriété et dossier technique »
 * (docs/domain.md §3), entered by staff per order with provenance, like the figures: every
 * save adds entries, the latest of an item is printed. A statement of absence (no proceedings...) needs a dated source document.
 */
const buildingRecord: FastifyPluginAsyncTypebox = async (app) => {
  const { connection } = app.mongoose;

  async function view(orderid: string, account: string | undefined) {
    const order = await findOrder(app, orderid, { as: 'admin', account });
    const { documents } = await loadRegister(connection, order.registration_id);
    const sources = documentSources(order, documents);
    return {
      order,
      sources,
      payload: {
        items: await loadBuildingRecord(connection, order, documents),
        documents: [...sources].map(([id, source]) => ({
          id,
          label: source.label,
          dated: source.date !== null,
        })),
      },
    };
  }

  app.get(
    '/order/:orderid/building-record',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['documents'],
        summary:
          'Organisation de l’immeuble, vie de la copropriété et dossier technique de la commande, avec leur provenance',
        params: OrderIdParams,
        querystring: AccountQuery,
        response: { 200: Envelope(BuildingRecordPayload), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      ok(
        (await view(request.params.orderid, request.query.account)).payload,
        'Organisation, vie de la copropriété et dossier technique',
      ),
  );

  app.put(
    '/order/:orderid/building-record',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['documents'],
        summary:
          'Enregistre des rubriques de la vie de la copropriété et du dossier technique (administrateurs)',
        params: OrderIdParams,
        body: BuildingRecordBody,
        response: {
          200: Envelope(BuildingRecordPayload),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      const { document_id: documentId, items, account } = request.body;
      const { order, sources } = await view(request.params.orderid, account);
      const values = items as BuildingRecordValues;
      const keys = BUILDING_RECORD_ITEM_KEYS.filter((key) => values[key] !== undefined);
      // a delivered order takes its next general assembly, nothing else (ADR 073)
      const refusal = recordRefusal(order.state, keys);
      if (refusal) throw conflict(refusal);
      const source = documentId ? sources.get(documentId) : undefined;
      if (documentId && !source)
        throw badRequest('Document source introuvable pour cette commande');
      const errors = validateBuildingRecord(values, {
        datedSource: Boolean(source?.date),
        lots: orderLots(order),
      });
      const messages = Object.values(errors);
      if (messages.length)
        throw badRequest(
          messages.length === 1
            ? messages[0]!
            : `${messages[0]} (et ${messages.length - 1} autre(s) erreur(s))`,
          { errors },
        );

      const at = new Date();
      const by = request.session!.account;
      const entries = keys.map((key) => ({
        item: key,
        value: values[key] ?? null,
        document_id: documentId ?? null,
        by,
        at,
      }));
      await orderBuildingRecordModel(connection).updateOne(
        { orderid: order.orderid },
        { $push: { entries: { $each: entries } } },
        { upsert: true },
      );
      // after a delivery the record no longer goes into a « Terminer »: the history says what changed
      if (order.state === 'done')
        await orderModel(connection).updateOne(
          { orderid: order.orderid },
          {
            $push: {
              history: {
                ...historyEntry(by, 'next-ag', order.state, order.state),
                detail: `${itemLabel('next_ag')} : ${values.next_ag ? describeStatus('next_ag', values.next_ag) : 'non communiquée'}`,
              },
            },
          },
        );
      return ok(
        (await view(order.orderid, account)).payload,
        'Dossier de la copropriété enregistré',
      );
    },
  );
};

export default buildingRecord;
