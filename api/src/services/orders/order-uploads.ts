import type { FastifyInstance } from 'fastify';
import { Types, type HydratedDocument } from 'mongoose';
import {
  DOCUMENTS_CLOSED,
  includesDocuments,
  mayAddDocuments,
  mayEditOrder,
  type Session,
} from '@ped/domain';
import { orderModel, type Order, type OrderHistoryEntry } from '../../models/order';
import { documentAddedMail } from '../../mail/orders';
import { conflict } from '../../lib/http-errors';
import { tenantOf } from '../document-reading/queue';
import type { ReceivedUpload } from '../uploads/receive-upload';
import { actorOf, historyEntry } from './history';
import { orderPageUrl } from './links';
import { mailStaff } from './staff-visibility';

/** What a customer may change on an upload it sent: the guessed type, the date, the comment. */
export interface UploadChanges {
  doctype?: number;
  /** ISO day 'YYYY-MM-DD', null to clear */
  delivered?: string | null;
  comment?: string;
}

type StoredUpload = Order['uploads'][number] & { _id: Types.ObjectId };

export { DOCUMENTS_CLOSED };

/** Refuses, before the file is read, a document the order no longer takes. */
export function assertDocumentsOpen(order: Order, session: Session | null): void {
  if (!mayAddDocuments(order, Boolean(session?.is_admin))) throw conflict(DOCUMENTS_CLOSED);
}

/**
 * The reading of a file about to be attached to `order`, queued first with the upload's id:
 * a crash between the two leaves a reading with nothing to fill, never an upload nobody
 * reads. `start()` once the upload is saved.
 */
export async function queueUploadReading(
  app: FastifyInstance,
  order: Pick<Order, 'orderid' | 'organisation' | 'account'>,
  received: ReceivedUpload,
): Promise<{ uploadId: Types.ObjectId; start(): Promise<void> }> {
  const uploadId = new Types.ObjectId();
  const { start } = await app.readings.enqueue(received, tenantOf(order), {
    kind: 'order-upload',
    orderid: order.orderid,
    upload: uploadId,
  });
  return { uploadId, start };
}

/** A stored file as an order keeps it, its reading to come (queueUploadReading). */
export const pendingUpload = (uploadId: Types.ObjectId, received: ReceivedUpload) => ({
  _id: uploadId,
  key: received.key,
  url: received.url,
  name: received.name,
  mimetype: received.mimetype,
  reading: { status: 'pending' as const },
});

/**
 * Attaches a received file to the order: to its draft (method 'upload'), or after ordering
 * until staff mark the documents received — then it goes in the history and staff are told
 * (not of a test order). Its reading runs after the answer; a sure type and date it finds
 * fill the upload then (document-reading/apply.ts), the form asks about the rest.
 * Used by the order page (POST /order/:orderid/upload) and the API (POST /api/v1/…/documents).
 */
export async function addOrderUpload(
  app: FastifyInstance,
  order: HydratedDocument<Order>,
  received: ReceivedUpload,
  session: Session | null,
): Promise<HydratedDocument<Order>['uploads'][number]> {
  assertDocumentsOpen(order, session);
  // a draft's documents go with the order; later ones reach staff already at work on it
  const afterOrdering = !mayEditOrder(order, Boolean(session?.is_admin));
  const reading = await queueUploadReading(app, order, received);
  order.uploads.push(pendingUpload(reading.uploadId, received));
  order.includes_documents = includesDocuments({
    offer: order.payload?.offer,
    uploadCount: order.uploads.length,
  });
  order.updated = new Date();
  if (afterOrdering)
    order.history.push(historyEntry(actorOf(session), 'document-added', order.state, order.state));
  await order.save();
  await reading.start();
  if (afterOrdering)
    await mailStaff(
      app,
      order,
      documentAddedMail({
        orderid: order.orderid,
        name: received.name,
        url: orderPageUrl(app, order.orderid),
      }),
    );
  return order.uploads[order.uploads.length - 1]!;
}

/**
 * Applies the changes to one upload in a single atomic update. `filter` narrows it to the
 * order as the caller checked it (still a draft...): null when it no longer matches.
 */
export async function updateUpload(
  app: FastifyInstance,
  filter: Record<string, unknown>,
  uploadId: string,
  changes: UploadChanges,
): Promise<StoredUpload | null> {
  const set: Record<string, unknown> = { updated: new Date() };
  if (changes.doctype !== undefined) set['uploads.$.doctype'] = changes.doctype;
  if (changes.delivered !== undefined)
    set['uploads.$.delivered'] = changes.delivered
      ? new Date(`${changes.delivered}T00:00:00.000Z`)
      : null;
  if (changes.comment !== undefined) set['uploads.$.comment'] = changes.comment.trim();
  const order = await orderModel(app.mongoose.connection)
    .findOneAndUpdate({ ...filter, 'uploads._id': uploadId }, { $set: set }, { new: true })
    .lean();
  return (order?.uploads.find((u) => String(u._id) === uploadId) as StoredUpload) ?? null;
}

export interface RemoveUploadsOptions {
  /** moves the order's `updated` (a customer's action); a cleanup leaves it as it was */
  touch: boolean;
  /** a line for the order's history (a removal nobody asked for must be traceable) */
  history?: OrderHistoryEntry;
}

/**
 * Takes uploads off an order: their entries, their links in the order form, then their
 * stored files, last, so that the order never points at a missing file. `filter` narrows
 * the update to the order as the caller checked it; returns false when it no longer
 * matches (nothing is removed then). includes_documents follows what remains.
 */
export async function removeUploads(
  app: FastifyInstance,
  filter: Record<string, unknown>,
  uploads: ReadonlyArray<{ _id: Types.ObjectId; key: string; url: string }>,
  { touch, history }: RemoveUploadsOptions,
): Promise<boolean> {
  const Order = orderModel(app.mongoose.connection);
  const ids = uploads.map((upload) => upload._id);
  const urls = uploads.map((upload) => upload.url);
  const order = await Order.findOneAndUpdate(
    { ...filter, 'uploads._id': { $all: ids } },
    {
      $pull: {
        uploads: { _id: { $in: ids } },
        'stored.links': { link: { $in: urls } },
        'payload.links': { link: { $in: urls } },
      },
      ...(touch ? { $set: { updated: new Date() } } : {}),
      ...(history ? { $push: { history } } : {}),
    },
    { new: true, projection: { 'payload.offer': 1, uploads: 1 } },
  ).lean();
  if (!order) return false;
  // a concurrent upload or store sets the flag from its own view: only ours if none came in
  await Order.updateOne(
    {
      _id: order._id,
      uploads: { $size: order.uploads.length },
      'payload.offer': order.payload?.offer ?? null,
    },
    {
      $set: {
        includes_documents: includesDocuments({
          offer: order.payload?.offer,
          uploadCount: order.uploads.length,
        }),
      },
    },
  );
  await Promise.all(uploads.map((upload) => app.storage.delete(upload.key)));
  return true;
}
