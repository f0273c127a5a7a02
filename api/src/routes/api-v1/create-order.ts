import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ErrorEnvelope, errorResponses, ok } from '../../schemas/envelope';
import { createApiOrder } from '../../services/integrations/create-order';
import {
  ApiOrderView,
  CreateOrderBody,
  IdempotencyHeaders,
} from '../../services/integrations/schemas';
import { apiCaller } from './guard';
import { IDEMPOTENCY_KEY_HEADER } from './idempotency';

const createOrder: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/orders',
    {
      schema: {
        tags: ['api-v1'],
        summary:
          'Crée une commande de l’organisation (formulaire complet, numéro de dossier, confirmation)',
        description:
          'confirm : true vérifie tout le formulaire et confirme la commande ; confirm : false la garde en brouillon, à confirmer ensuite par POST /api/v1/orders/{orderid}/confirm. Une commande confirmée est réglée en différé (avec les autres commandes de l’organisation, ou sur son relevé mensuel) ou, avec payment : card, par la carte enregistrée de l’organisation. Avec une clé de test, la commande est une commande de test : jamais produite ni facturée.',
        headers: IdempotencyHeaders,
        body: CreateOrderBody,
        response: {
          201: Envelope(ApiOrderView),
          ...errorResponses(400, 401, 403, 409, 429),
          402: ErrorEnvelope,
          422: ErrorEnvelope,
        },
      },
    },
    async (request, reply) => {
      const view = await createApiOrder(
        app,
        apiCaller(request),
        request.body,
        String(request.headers[IDEMPOTENCY_KEY_HEADER]),
      );
      return reply.code(201).send(ok(view, 'Commande créée'));
    },
  );
};

export default createOrder;
