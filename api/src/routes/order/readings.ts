import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { FigureGuessSchema, OrderIdParams, OrderUploadSchema } from '@ped/schemas';
import { Envelope, errorResponses, ok } from '../../schemas/envelope';
import { findOrder } from '../../services/orders/find-order';
import { figureViews } from '../../services/document-reading/view';
import { serializeUpload } from '../../services/orders/serialize';
import { VisitorAccountQuery, visitorRateLimit } from './schemas';

const UploadReadings = Type.Object({
  uploads: Type.Array(
    Type.Composite([
      OrderUploadSchema,
      Type.Object({
        /** the form figures its reading proposes; empty while pending, when none or failed */
        figures: Type.Array(FigureGuessSchema),
      }),
    ]),
  ),
});

/**
 * GET /order/:orderid/readings: the order's uploads as their readings left them (ADR 064) —
 * the type, date and label a sure reading filled in, its guess and the form figures it
 * found. The order form and the order page ask again while one is pending; who may read the
 * order may read this.
 */
const readings: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/order/:orderid/readings',
    {
      preHandler: app.identify,
      config: visitorRateLimit,
      schema: {
        tags: ['commandes'],
        params: OrderIdParams,
        querystring: VisitorAccountQuery,
        response: { 200: Envelope(UploadReadings), ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request) => {
      const order = await findOrder(app, request.params.orderid, {
        as: 'reader',
        session: request.session,
        account: request.query.account,
      });
      const uploads = order.uploads.map((upload) => ({
        ...serializeUpload(upload),
        figures: figureViews(upload.figures_guess),
      }));
      const pending = uploads.filter((upload) => upload.reading.status === 'pending').length;
      return ok({ uploads }, pending ? `${pending} lecture(s) en cours` : 'Lectures terminées');
    },
  );
};

export default readings;
