import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ORDER_STATE_LABELS, orderStateFromApi } from '@ped/domain';
import { OrderIdParams } from '@ped/schemas';
import { Envelope, ErrorEnvelope, errorResponses, ok } from '../../schemas/envelope';
import { pushTestOrder } from '../../services/integrations/test-events';
import {
  ApiOrderView,
  IdempotencyHeaders,
  TestEventBody,
} from '../../services/integrations/schemas';
import { apiCaller } from './guard';
import { readFormerStateSpelling } from './state-spelling';

const testEvents: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/orders/:orderid/test-events',
    {
      preValidation: readFormerStateSpelling('body'),
      schema: {
        tags: ['api-v1'],
        summary: 'Mode test : fait avancer une commande de test à l’état demandé',
        description:
          'Avec une clé de test seulement (403 test_key_required sinon). Les changements d’état sont ceux de nos experts, en suivant le cycle de la commande : waiting, received, ready, done (livre un pré-état daté SPÉCIMEN filigrané, fait des lots, des vendeurs et des documents de la commande, avec ses chiffres et son archive), need_refresh (depuis done). Un changement impossible depuis l’état actuel répond 409 state_change_refused. Aucun e-mail n’est envoyé.',
        params: OrderIdParams,
        headers: IdempotencyHeaders,
        body: TestEventBody,
        response: {
          200: Envelope(ApiOrderView),
          ...errorResponses(400, 401, 403, 404, 409, 429),
          422: ErrorEnvelope,
        },
      },
    },
    async (request) => {
      const view = await pushTestOrder(
        app,
        apiCaller(request),
        request.params.orderid,
        orderStateFromApi(request.body.state)!,
      );
      return ok(
        view,
        `Commande de test : « ${ORDER_STATE_LABELS[orderStateFromApi(view.state)!]} »`,
      );
    },
  );
};

export default testEvents;
