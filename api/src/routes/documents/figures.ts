import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  FINANCIAL_FIELD_KEYS,
  FINANCIAL_FIELDS,
  formatEuros,
  type FinancialField,
} from '@ped/domain';
import { Envelope, errorResponses, ok } from '../../schemas/envelope';
import { badRequest, conflict } from '../../lib/http-errors';
import { recordReadingDecisions } from '../../services/document-reading/staff-decisions';
import { orderFiguresModel } from '../../models/order-figures';
import { orderModel } from '../../models/order';
import { historyEntry } from '../../services/orders/history';
import { figuresReview } from '../../services/pre-etat-date/figures-review';
import { AccountQuery } from './schemas';
import { nullable, OrderIdParams } from '@ped/schemas';
import { FiguresPayload } from './figures-schemas';

const AMOUNT_MESSAGE = 'Le montant doit être un nombre avec au plus deux décimales';

/** cents exactly: 0.1 + 0.2 style float noise tolerated, a third decimal refused */
const hasCents = (euros: number) => Math.abs(euros * 100 - Math.round(euros * 100)) < 1e-6;

const isLotField = (field: FinancialField) =>
  FINANCIAL_FIELDS.find((f) => f.key === field)!.scope === 'lot';

/**
 * A lot figure names one of the order's lots (none when the order has a single lot or no
 * lot number), or corrects the seller's total for the whole sale of a multi-lot order
 * (`sale_total`); a copropriété figure names none.
 */
function lotFits(
  field: FinancialField,
  lot: string | undefined,
  saleTotal: boolean,
  lots: string[],
): boolean {
  if (saleTotal) return isLotField(field) && lot === undefined && lots.length > 1;
  if (!isLotField(field)) return lot === undefined;
  if (lots.length <= 1) return lot === undefined || lots.includes(lot);
  return lot !== undefined && lots.includes(lot);
}

/** The lot an edit is stored under: a single lot's figures need not name it; a sale's total names none. */
const entryLot = (field: FinancialField, lot: string | undefined, lots: string[]) =>
  lot ?? (isLotField(field) && lots.length === 1 ? lots[0]! : null);

const FigureEdit = Type.Object(
  {
    field: Type.Union(
      FINANCIAL_FIELD_KEYS.map((key) => Type.Literal(key)),
      { errorMessage: 'Montant inconnu' },
    ),
    /**
     * euros, two decimals at most; null = not known. `nullable`, not a union: ajv coerced a
     * null to 0 on the union's first branch, and « not known » was stored as 0,00 €
     */
    value: nullable(Type.Number({ minimum: -100_000_000, maximum: 100_000_000 }), {
      errorMessage: AMOUNT_MESSAGE,
    }),
    /** the lot the amount belongs to; absent for a copropriété figure */
    lot: Type.Optional(Type.String({ minLength: 1, maxLength: 50 })),
    /** a multi-lot sale: the amount is the seller's total for all the lots, corrected by staff */
    sale_total: Type.Optional(Type.Literal(true, { errorMessage: 'sale_total vaut true' })),
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

  const view = (orderid: string, account: string | undefined) =>
    figuresReview(app, orderid, account);

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
      const { order, labels, lots, payload } = await view(
        request.params.orderid,
        request.body.account,
      );
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
      const misplaced = request.body.figures.find(
        (f) => !lotFits(f.field, f.lot, Boolean(f.sale_total), lots),
      );
      if (misplaced)
        throw badRequest(
          misplaced.sale_total
            ? 'Seul un montant par lot d’une vente de plusieurs lots a un total de la vente à corriger'
            : misplaced.lot
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
      // the values read from documents teach the reader (ADR 082)
      await recordReadingDecisions(
        connection,
        { orderid: order.orderid, by, at },
        entries,
        payload.figures,
      );
      // the sale's total the lots are checked against is changed in the order's history too
      const totals = request.body.figures.filter((f) => f.sale_total);
      if (totals.length)
        await orderModel(connection).updateOne(
          { orderid: order.orderid },
          {
            $push: {
              history: {
                ...historyEntry(by, 'sale-total', order.state, order.state),
                detail: totals
                  .map(
                    (f) =>
                      `Total de la vente « ${FINANCIAL_FIELDS.find((d) => d.key === f.field)!.label} » : ${f.value === null ? 'non communiqué' : formatEuros(f.value)}`,
                  )
                  .join(' ; '),
              },
            },
          },
        );
      return ok((await view(order.orderid, request.body.account)).payload, 'Montants enregistrés');
    },
  );
};

export default figures;
