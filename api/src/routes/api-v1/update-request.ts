import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { OrderIdParams } from '@ped/schemas';
import { Envelope, ErrorEnvelope, errorResponses, ok } from '../../schemas/envelope';
import { requestApiUpdate } from '../../services/integrations/update-request';
import {
  ApiOrderView,
  IdempotencyHeaders,
  UpdateRequestBody,
} from '../../services/integrations/schemas';
import { apiCaller } from './guard';

const updateRequest: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/orders/:orderid/update-request',
    {
      schema: {
        tags: ['api-v1'],
        summary: 'Demande la mise à jour d’un pré-état daté livré (« Actualiser »)',
        description:
          'Gratuite jusqu’à la prochaine assemblée générale pour les offres qui la comprennent : la commande repasse en production (état need-refresh) et une nouvelle version est livrée. Refusée avec sa raison (409 update_not_allowed) avant la livraison, pendant une mise à jour en cours, après l’assemblée générale ou pour l’offre Libre : passez alors une nouvelle commande.',
        params: OrderIdParams,
        headers: IdempotencyHeaders,
        body: UpdateRequestBody,
        response: {
          200: Envelope(ApiOrderView),
          ...errorResponses(400, 401, 403, 404, 409, 429),
          422: ErrorEnvelope,
        },
      },
    },
    async (request) =>
      ok(
        await requestApiUpdate(
          app,
          apiCaller(request),
          request.params.orderid,
          request.body.reason,
        ),
        'Demande de mise à jour enregistrée : la nouvelle version sera livrée dès qu’elle est prête',
      ),
  );
};

export default updateRequest;
