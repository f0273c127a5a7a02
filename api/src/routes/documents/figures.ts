import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { FINANCIAL_FIELD_KEYS, FINANCIAL_FIELDS, type FinancialField } from '@ped/domain';
import { Envelope, errorResponses, ok } from '../../schemas/envelope';
import { badRequest, conflict } from '../../lib/http-errors';
import { orderFiguresModel } from '../../models/order-figures';
import {
  documentLabels,
  loadOrderSources,
  orderLots,
} from '../../services/pre-etat-date/order-sources';
import { orderChecklist } from '../../services/pre-etat-date/checklist';
import { findOrder } from '../../services/orders/find-order';
import { AccountQuery } from './schemas';
import { DateReadingSchema, FigureProposalSchema, OrderIdParams } from '@ped/schemas';

const Source = Type.Object({
  kind: Type.Union([Type.Literal('form'), Type.Literal('document'), Type.Literal('staff')]),
  value: Type.Union([Type.Number(), Type.Null()]),
  document_id: Type.Union([Type.String(), Type.Null()]),
  document_label: Type.Union([Type.String(), Type.Null()]),
  document_date: Type.Union([Type.String(), Type.Null()]),
  page: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
  by: Type.Union([Type.String(), Type.Null()]),
  at: Type.Union([Type.String(), Type.Null()]),
  reason: Type.Union([Type.String(), Type.Null()]),
});

export const Figure = Type.Object({
  field: Type.String(),
  label: Type.String(),
  section: Type.String(),
  lot: Type.Union([Type.String(), Type.Null()]),
  value: Type.Union([Type.Number(), Type.Null()]),
  cents: Type.Union([Type.Integer(), Type.Null()]),
  checked_by: Type.Union([Type.String(), Type.Null()]),
  source: Source,
  sources: Type.Array(Source),
  disagreement: Type.Boolean(),
  resolved: Type.Boolean(),
  proposals: Type.Array(FigureProposalSchema),
});

const FiguresPayload = Type.Object({
  figures: Type.Array(Figure),
  /** a multi-lot sale: the seller's amount for the whole sale, to split between the lots */
  seller_totals: Type.Array(Type.Object({ field: Type.String(), value: Type.Number() })),
  /** dates read in the documents for the sale's date fields (« Dates, lots et syndic ») */
  dates: Type.Array(DateReadingSchema),
  /** documents a figure can be read from: the register's and the customer's uploads */
  documents: Type.Array(Type.Object({ id: Type.String(), label: Type.String() })),
  /** the checks before « Terminer », each with its problems in French */
  checklist: Type.Array(
    Type.Object({ key: Type.String(), label: Type.String(), problems: Type.Array(Type.String()) }),
  ),
});

const AMOUNT_MESSAGE = 'Le montant doit être un nombre avec au plus deux décimales';

/** cents exactly: 0.1 + 0.2 style float noise tolerated, a third decimal refused */
const hasCents = (euros: number) => Math.abs(euros * 100 - Math.round(euros * 100)) < 1e-6;

/**
 * A lot figure names one of the order's lots (none when the order has a single lot or no
 * lot number); a copropriété figure names none.
 */
function lotFits(field: FinancialField, lot: string | undefined, lots: string[]): boolean {
  const perLot = FINANCIAL_FIELDS.find((f) => f.key === field)!.scope === 'lot';
  if (!perLot) return lot === undefined;
  if (lots.length <= 1) return lot === undefined || lots.includes(lot);
  return lot !== undefined && lots.includes(lot);
}

/** The lot an edit is stored under: a single lot's figures need not name it. */
const entryLot = (field: FinancialField, lot: string | undefined, lots: string[]) =>
  lot ??
  (FINANCIAL_FIELDS.find((f) => f.key === field)!.scope === 'lot' && lots.length === 1
    ? lots[0]!
    : null);

const FigureEdit = Type.Object(
  {
    field: Type.Union(
      FINANCIAL_FIELD_KEYS.map((key) => Type.Literal(key)),
      { errorMessage: 'Montant inconnu' },
    ),
    /** euros, two decimals at most; null = not known */
    value: Type.Union(
      [
        Type.Number({ minimum: -100_000_000, maximum: 100_000_000, errorMessage: AMOUNT_MESSAGE }),
        Type.Null(),
      ],
      {
        errorMessage: AMOUNT_MESSAGE,
      },
    ),
    /** the lot the amount belongs to; absent for a copropriété figure */
    lot: Type.Optional(Type.String({ minLength: 1, maxLength: 50 })),
    /** the document the value was read from; absent = the staff member's own edit */
    document_id: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    /** the page of that document the value was read on: the provenance names it */
    page: Type.Optional(
      Type.Integer({ minimum: 1, maximum: 10_000, errorMessage: 'Numéro de page invalide' }),
    ),
    /** why this value where the sources disagree: it settles the disagreement */
    reason: Type.Optional(
      Type.String({
        minLength: 3,
        maxLength: 500,
        errorMessage: 'Motivez votre choix en quelques mots (500 caractères au plus)',
      }),
    ),
  },
  { additionalProperties: false },
);

const FiguresBody = Type.Object(
  {
    account: Type.String({ format: 'email', errorMessage: 'Adresse e-mail invalide' }),
    figures: Type.Array(FigureEdit, {
      minItems: 1,
      maxItems: 50,
      errorMessage: 'Indiquez au moins un montant',
    }),
  },
  { additionalProperties: false },
);

/**
 * Staff review the amounts before 'Terminer': each figure with every source that gave it
 * (seller's form, documents, staff edits) and a flag when two sources disagree. Edits are
 * added, never overwrite: the provenance stays complete.
 */
const figures: FastifyPluginAsyncTypebox = async (app) => {
  const { connection } = app.mongoose;

  async function view(orderid: string, account: string | undefined) {
    const order = await findOrder(app, orderid, { as: 'admin', account });
    const sources = await loadOrderSources(connection, order);
    const labels = documentLabels(order, sources.documents);
    return {
      order,
      labels,
      lots: orderLots(order),
      payload: {
        figures: sources.figures.figures,
        seller_totals: sources.figures.sellerTotals,
        dates: sources.figures.dates,
        documents: [...labels].map(([id, label]) => ({ id, label })),
        checklist: orderChecklist(order, sources),
      },
    };
  }

  app.get(
    '/order/:orderid/figures',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['documents'],
        summary: 'Montants du pré-état daté avec leur provenance',
        params: OrderIdParams,
        querystring: AccountQuery,
        response: { 200: Envelope(FiguresPayload), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      ok(
        (await view(request.params.orderid, request.query.account)).payload,
        'Montants de la commande',
      ),
  );

  app.put(
    '/order/:orderid/figures',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['documents'],
        summary: 'Corrige ou confirme des montants (administrateurs)',
        params: OrderIdParams,
        body: FiguresBody,
        response: { 200: Envelope(FiguresPayload), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { order, labels, lots } = await view(request.params.orderid, request.body.account);
      if (order.state === 'done')
        throw conflict(
          'La commande est terminée : rouvrez-la (actualisation) avant de modifier ses montants',
        );
      if (request.body.figures.some((f) => f.value !== null && !hasCents(f.value)))
        throw badRequest(AMOUNT_MESSAGE);
      const unknown = request.body.figures.find((f) => f.document_id && !labels.has(f.document_id));
      if (unknown) throw badRequest('Document source introuvable pour cette commande');
      if (request.body.figures.some((f) => f.page !== undefined && !f.document_id))
        throw badRequest('Une page se rapporte à un document : indiquez-le');
      const misplaced = request.body.figures.find((f) => !lotFits(f.field, f.lot, lots));
      if (misplaced)
        throw badRequest(
          misplaced.lot
            ? `Le lot ${misplaced.lot} n’est pas un lot de cette commande, ou ce montant concerne la copropriété`
            : 'Indiquez le lot auquel ce montant se rapporte',
        );
      const at = new Date();
      const by = request.session!.account;
      const entries = request.body.figures.map((f) => ({
        field: f.field,
        lot: entryLot(f.field, f.lot, lots),
        value: f.value,
        source: f.document_id ? ('document' as const) : ('staff' as const),
        document_id: f.document_id ?? null,
        page: f.page ?? null,
        reason: f.reason?.trim() || null,
        by,
        at,
      }));
      await orderFiguresModel(connection).updateOne(
        { orderid: order.orderid },
        { $push: { entries: { $each: entries } } },
        { upsert: true },
      );
      return ok((await view(order.orderid, request.body.account)).payload, 'Montants enregistrés');
    },
  );
};

export default figures;
