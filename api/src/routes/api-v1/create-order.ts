import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ErrorEnvelope, errorResponses, ok } from '../../schemas/envelope';
import { createApiOrder } from '../../services/integrations/create-order';
import {
  ApiOrderView,
  CreateOrderBody,
  IdempotencyHeaders,
} from '../../services/integrations/schemas';
import { keySession } from './guard';

const createOrder: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/orders',
    {
      schema: {
        tags: ['api-v1'],
        summary:
          'Crée une commande de l’organisation (formulaire complet, numéro de dossier, confirmation)',
        headers: IdempotencyHeaders,
        body: CreateOrderBody,
        response: {
          201: Envelope(ApiOrderView),
          ...errorResponses(400, 401, 403, 409),
          422: ErrorEnvelope,
        },
      },
    },
    async (request, reply) => {
      const view = await createApiOrder(app, keySession(request), request.body);
      return reply.code(201).send(ok(view, 'Commande créée'));
    },
  );
};

export default createOrder;
