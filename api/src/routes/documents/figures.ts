import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { FINANCIAL_FIELD_KEYS } from '@ped/domain';
import { Envelope, errorResponses, ok } from '../../schemas/envelope';
import { badRequest, conflict } from '../../lib/http-errors';
import { orderFiguresModel } from '../../models/order-figures';
import {
  documentLabels,
  loadFigures,
  loadRegister,
} from '../../services/pre-etat-date/order-sources';
import { findOrderForAdmin } from './order-access';
import { AccountQuery, OrderIdParams } from './schemas';

const Source = Type.Object({
  kind: Type.Union([Type.Literal('form'), Type.Literal('document'), Type.Literal('staff')]),
  value: Type.Union([Type.Number(), Type.Null()]),
  document_id: Type.Union([Type.String(), Type.Null()]),
  document_label: Type.Union([Type.String(), Type.Null()]),
  by: Type.Union([Type.String(), Type.Null()]),
  at: Type.Union([Type.String(), Type.Null()]),
});

const Figure = Type.Object({
  field: Type.String(),
  label: Type.String(),
  section: Type.String(),
  value: Type.Union([Type.Number(), Type.Null()]),
  source: Source,
  sources: Type.Array(Source),
  disagreement: Type.Boolean(),
});

const FiguresPayload = Type.Object({
  figures: Type.Array(Figure),
  /** documents a figure can be read from: the register's and the customer's uploads */
  documents: Type.Array(Type.Object({ id: Type.String(), label: Type.String() })),
});

const AMOUNT_MESSAGE = 'Le montant doit être un nombre avec au plus deux décimales';

/** cents exactly: 0.1 + 0.2 style float noise tolerated, a third decimal refused */
const hasCents = (euros: number) => Math.abs(euros * 100 - Math.round(euros * 100)) < 1e-6;

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
    /** the document the value was read from; absent = the staff member's own edit */
    document_id: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
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
    const order = await findOrderForAdmin(app, orderid, account);
    const { documents } = await loadRegister(connection, order.registration_id);
    const labels = documentLabels(order, documents);
    return {
      order,
      labels,
      payload: {
        figures: await loadFigures(connection, order, documents),
        documents: [...labels].map(([id, label]) => ({ id, label })),
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
      const { order, labels } = await view(request.params.orderid, request.body.account);
      if (order.state === 'done')
        throw conflict(
          'La commande est terminée : rouvrez-la (actualisation) avant de modifier ses montants',
        );
      if (request.body.figures.some((f) => f.value !== null && !hasCents(f.value)))
        throw badRequest(AMOUNT_MESSAGE);
      const unknown = request.body.figures.find((f) => f.document_id && !labels.has(f.document_id));
      if (unknown) throw badRequest('Document source introuvable pour cette commande');
      const at = new Date();
      const by = request.session!.account;
      const entries = request.body.figures.map((f) => ({
        field: f.field,
        value: f.value,
        source: f.document_id ? ('document' as const) : ('staff' as const),
        document_id: f.document_id ?? null,
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
