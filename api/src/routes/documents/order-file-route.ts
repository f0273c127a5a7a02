import type { FastifyInstance } from 'fastify';
import { ErrorEnvelope, errorResponses } from '../../schemas/envelope';
import { OrderIdParams } from '@ped/schemas';
import { visitorRateLimit } from '../order/schemas';
import { Binary, OrderFileQuery } from './schemas';

/** Route options of a file of an order its customer downloads (the document, the invoice). */
export function orderFileRoute(app: FastifyInstance, tag: string, summary: string) {
  return {
    preHandler: app.identify,
    config: visitorRateLimit,
    schema: {
      tags: [tag],
      summary: `${summary} : client, organisation, administrateurs, visiteur avec l’e-mail de la commande ou lien signé`,
      params: OrderIdParams,
      querystring: OrderFileQuery,
      response: { 200: Binary, ...errorResponses(400, 404, 429), 410: ErrorEnvelope },
    },
  };
}
