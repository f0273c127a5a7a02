import type { FastifyInstance, FastifyRequest } from 'fastify';
import { mayAddDocuments } from '@ped/domain';
import type { OrderUploadView } from '@ped/schemas';
import { addOrderUpload, DOCUMENTS_CLOSED } from '../orders/order-uploads';
import { serializeUpload } from '../orders/serialize';
import { receiveUpload } from '../uploads/receive-upload';
import { apiError } from './api-errors';
import type { ApiCaller } from './caller';
import { findOrganisationOrderToEdit } from './find-order';

/**
 * POST /api/v1/orders/{orderid}/documents: a document of the seller (multipart, field
 * « file »), through the order page's own path — checked and read in memory, stored,
 * attached to the draft or, after ordering, until staff mark the documents received.
 */
export async function addApiDocument(
  app: FastifyInstance,
  caller: ApiCaller,
  orderid: string,
  request: FastifyRequest,
): Promise<OrderUploadView> {
  const order = await findOrganisationOrderToEdit(app, caller, orderid);
  // refused before the file is read: nothing is stored for an order that no longer takes any
  if (!mayAddDocuments(order, false)) throw apiError(409, 'documents_closed', DOCUMENTS_CLOSED);
  const received = await receiveUpload(app, request, `orders/${order.orderid}`);
  const saved = await addOrderUpload(app, order, received, caller.session);
  return serializeUpload(saved.toObject());
}
