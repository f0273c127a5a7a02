import type { FastifyPluginAsync } from 'fastify';
import { API_V1_PREFIX } from '../../services/integrations/order-view';
import { addErrorCode } from './error-codes';
import { requireApiKeyHeader } from './guard';
import { idempotencyHooks } from './idempotency';
import { requireKeyScope } from './key-limits';
import createOrder from './create-order';
import confirmOrder from './confirm-order';
import listOrders from './list-orders';
import getOrder from './get-order';
import orderDocuments from './order-documents';
import updateRequest from './update-request';
import orderFigures from './order-figures';
import orderDocument from './order-document';
import orderVersions from './order-versions';
import orderArchive from './order-archive';
import listInvoices from './list-invoices';
import invoicePdf from './invoice-pdf';
import testEvents from './test-events';
import openapi from './openapi';
import { named } from '../../lib/named-plugin';

/**
 * The professionals' API (issue 15, docs/decisions/047-professionals-api-v1.md and
 * 049-api-keys-scopes-test-mode.md): a versioned namespace for the software of agencies and
 * notaries, authenticated by the organisation's API key only, limited per key, read-only
 * keys kept to GETs. Its hooks stay inside this plugin.
 */
const apiV1: FastifyPluginAsync = async (app) => {
  await app.register(
    named(async (v1) => {
      const idempotency = idempotencyHooks(v1);
      v1.addHook('onRequest', requireApiKeyHeader);
      // the key's budget is spent there, before the scope check: a refused call counts too
      v1.addHook('onRequest', v1.authenticateApiKey);
      v1.addHook('onRequest', requireKeyScope);
      v1.addHook('preHandler', idempotency.claim);
      // codes first, so that a stored answer replays with its code
      v1.addHook('onSend', addErrorCode);
      v1.addHook('onSend', idempotency.store);

      await v1.register(named(createOrder));
      await v1.register(named(confirmOrder));
      await v1.register(named(listOrders));
      await v1.register(named(getOrder));
      await v1.register(named(orderDocuments));
      await v1.register(named(updateRequest));
      await v1.register(named(orderFigures));
      await v1.register(named(orderDocument));
      await v1.register(named(orderVersions));
      await v1.register(named(orderArchive));
      await v1.register(named(listInvoices));
      await v1.register(named(invoicePdf));
      await v1.register(named(testEvents));
    }, 'apiV1Endpoints'),
    { prefix: API_V1_PREFIX },
  );
  // the contract itself holds no one's data: integrators read it before they have a key
  await app.register(named(openapi), { prefix: API_V1_PREFIX });
};

export default apiV1;
