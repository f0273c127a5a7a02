import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ErrorEnvelope, errorResponses } from '../../schemas/envelope';
import { notFound } from '../../lib/http-errors';
import { documentFileName } from '../../services/pre-etat-date/document-file-name';
import { loadRegister } from '../../services/pre-etat-date/order-sources';
import { visitorRateLimit } from '../order/schemas';
import {
  deliveredDocument,
  DOCUMENT_NOT_READY,
  VERSION_NOT_FOUND,
} from '../../services/pre-etat-date/delivered-document';
import { findOrder, findOrderForFile } from '../../services/orders/find-order';
import { AccountQuery, Binary, DocumentVersionNumber } from './schemas';
import { OrderIdParams } from '@ped/schemas';

const DocumentQuery = Type.Object(
  {
    account: Type.Optional(
      Type.String({ format: 'email', maxLength: 254, errorMessage: 'Adresse e-mail invalide' }),
    ),
    /** a delivered version (1, 2…); absent = the latest */
    version: Type.Optional(DocumentVersionNumber),
    /** the signed link of the 'Terminer' e-mail */
    token: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 512,
        errorMessage: 'Lien de téléchargement invalide',
      }),
    ),
  },
  { additionalProperties: false },
);

const orderDocument: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/order/:orderid/document',
    {
      preHandler: app.identify,
      config: visitorRateLimit,
      schema: {
        tags: ['documents'],
        summary:
          'Le pré-état daté final de la commande (PDF) : client, organisation, administrateurs, visiteur avec l’e-mail de la commande ou lien signé',
        params: OrderIdParams,
        querystring: DocumentQuery,
        response: { 200: Binary, ...errorResponses(400, 404, 429), 410: ErrorEnvelope },
      },
    },
    async (request, reply) => {
      const { account, token, version } = request.query;
      const order = await findOrderForFile(app, request.session, request.params.orderid, {
        account,
        token,
      });
      const found = await deliveredDocument(app, order, version);
      if (found.status === 'unknown-version') throw notFound(VERSION_NOT_FOUND);
      if (found.status === 'not-delivered') throw notFound(DOCUMENT_NOT_READY);
      return reply
        .type('application/pdf')
        .header('Cache-Control', 'private, no-store')
        .header('Content-Disposition', `attachment; filename="${found.name}"`)
        .send(found.pdf);
    },
  );

  app.get(
    '/order/:orderid/preview',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['documents'],
        summary:
          'Aperçu du pré-état daté avant « Terminer » (administrateurs, rien n’est enregistré)',
        params: OrderIdParams,
        querystring: AccountQuery,
        response: { 200: Binary, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const order = await findOrder(app, request.params.orderid, {
        as: 'admin',
        account: request.query.account,
      });
      const { register, documents } = await loadRegister(
        app.mongoose.connection,
        order.registration_id,
      );
      const pdf = await app.documents.renderPreEtatDate(order, register, documents);
      return reply
        .type('application/pdf')
        .header('Cache-Control', 'private, no-store')
        .header(
          'Content-Disposition',
          `inline; filename="apercu-${documentFileName(order.orderid)}"`,
        )
        .send(pdf);
    },
  );
};

export default orderDocument;
