import type { FastifyPluginAsync } from 'fastify';
import { API_V1_PREFIX } from '../../services/integrations/order-view';
import { addErrorCode } from './error-codes';
import { requireApiKeyHeader } from './guard';
import { idempotencyHooks } from './idempotency';
import createOrder from './create-order';
import listOrders from './list-orders';
import getOrder from './get-order';
import orderFigures from './order-figures';
import orderDocument from './order-document';
import openapi from './openapi';

/**
 * The professionals' API (issue 15, docs/decisions/047-professionals-api-v1.md): a
 * versioned namespace for the software of agencies and notaries, authenticated by the
 * organisation's API key only. Its hooks stay inside this plugin.
 */
const apiV1: FastifyPluginAsync = async (app) => {
  await app.register(
    async (v1) => {
      const idempotency = idempotencyHooks(v1);
      v1.addHook('onRequest', requireApiKeyHeader);
      v1.addHook('onRequest', v1.authenticate);
      v1.addHook('preHandler', idempotency.claim);
      // codes first, so that a stored answer replays with its code
      v1.addHook('onSend', addErrorCode);
      v1.addHook('onSend', idempotency.store);

      await v1.register(createOrder);
      await v1.register(listOrders);
      await v1.register(getOrder);
      await v1.register(orderFigures);
      await v1.register(orderDocument);
      await v1.register(openapi);
    },
    { prefix: API_V1_PREFIX },
  );
};

export default apiV1;
