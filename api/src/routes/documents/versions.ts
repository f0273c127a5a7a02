import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { DeliveredVersionSchema, OrderIdParams } from '@ped/schemas';
import { Envelope, errorResponses, ok } from '../../schemas/envelope';
import { deliveredVersions } from '../../services/pre-etat-date/versions';
import { visitorRateLimit } from '../order/schemas';
import { findOrder } from '../../services/orders/find-order';
import { AccountQuery } from './schemas';

/**
 * GET /order/{orderid}/versions: every delivered version of the order's pré-état daté with
 * « Ce qui a changé » since the one before, for whoever may read the order (the same 404
 * for every refusal). Each version downloads from GET /order/{orderid}/document?version=n.
 */
const versions: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/order/:orderid/versions',
    {
      preHandler: app.identify,
      config: visitorRateLimit,
      schema: {
        tags: ['documents'],
        summary: 'Les versions délivrées du pré-état daté et ce qui a changé entre elles',
        params: OrderIdParams,
        querystring: AccountQuery,
        response: {
          200: Envelope(Type.Array(DeliveredVersionSchema)),
          ...errorResponses(400, 404, 429),
        },
      },
    },
    async (request) => {
      const order = await findOrder(app, request.params.orderid, {
        as: 'reader',
        session: request.session,
        account: request.query.account,
      });
      return ok(
        await deliveredVersions(app.mongoose.connection, order),
        'Versions du pré-état daté',
      );
    },
  );
};

export default versions;
