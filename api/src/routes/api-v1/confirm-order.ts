import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { OrderIdParams } from '@ped/schemas';
import { Envelope, ErrorEnvelope, errorResponses, ok } from '../../schemas/envelope';
import { confirmApiOrder } from '../../services/integrations/confirm-order';
import {
  ApiOrderView,
  ConfirmOrderBody,
  IdempotencyHeaders,
} from '../../services/integrations/schemas';
import { apiCaller } from './guard';
import { IDEMPOTENCY_KEY_HEADER } from './idempotency';

const confirmOrder: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/orders/:orderid/confirm',
    {
      schema: {
        tags: ['api-v1'],
        summary: 'Confirme une commande gardée en brouillon (confirm : false)',
        description:
          'Le formulaire du brouillon est vérifié en entier (400 validation_failed s’il est incomplet), puis la commande part en production, réglée comme à la création (payment : deferred par défaut, ou card). Confirmer une commande déjà confirmée ne change rien et renvoie la commande : une nouvelle tentative est sans danger. Une commande dont le paiement par carte a été refusé est débitée de nouveau.',
        params: OrderIdParams,
        headers: IdempotencyHeaders,
        body: ConfirmOrderBody,
        response: {
          200: Envelope(ApiOrderView),
          ...errorResponses(400, 401, 403, 404, 409, 429),
          402: ErrorEnvelope,
          422: ErrorEnvelope,
        },
      },
    },
    async (request) => {
      const view = await confirmApiOrder(
        app,
        apiCaller(request),
        request.params.orderid,
        request.body ?? {},
        String(request.headers[IDEMPOTENCY_KEY_HEADER]),
      );
      return ok(view, 'Commande confirmée');
    },
  );
};

export default confirmOrder;
