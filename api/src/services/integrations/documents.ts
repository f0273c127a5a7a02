import type { FastifyInstance, FastifyRequest } from 'fastify';
import { mayAddDocuments } from '@ped/domain';
import type { OrderUploadView } from '@ped/schemas';
import { addOrderUpload, DOCUMENTS_CLOSED } from '../orders/order-uploads';
import { serializeUpload } from '../orders/serialize';
import { receiveUpload } from '../uploads/receive-upload';
import { apiError } from './api-errors';
import type { ApiCaller } from './caller';
import { findOrganisationOrder, findOrganisationOrderToEdit } from './find-order';
import { API_V1_PREFIX } from './order-view';

/** Where an integrator reads a document and its reading (the 202's Location). */
export const apiDocumentPath = (orderid: string, documentId: string) =>
  `${API_V1_PREFIX}/orders/${orderid}/documents/${documentId}`;

/**
 * POST /api/v1/orders/{orderid}/documents: a document of the seller (multipart, field
 * « file »), through the order page's own path — checked by its first bytes, stored,
 * attached to the draft or, after ordering, until staff mark the documents received. Its
 * reading follows (ADR 064): the caller is answered 202 with where to find it.
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

/** The documents of an order of the key's organisation, each with its reading. */
export async function listApiDocuments(
  app: FastifyInstance,
  caller: ApiCaller,
  orderid: string,
): Promise<OrderUploadView[]> {
  const order = await findOrganisationOrder(app, caller, orderid);
  return order.uploads.map(serializeUpload);
}

/** One document of such an order: 404 document_not_found for any other id. */
export async function getApiDocument(
  app: FastifyInstance,
  caller: ApiCaller,
  orderid: string,
  documentId: string,
): Promise<OrderUploadView> {
  const found = (await listApiDocuments(app, caller, orderid)).find((d) => d.id === documentId);
  if (!found) throw apiError(404, 'seller_document_not_found', 'Document introuvable');
  return found;
}
