import type { FastifyInstance } from 'fastify';
import type { Types } from 'mongoose';
import { includesDocuments } from '@ped/domain';
import { orderModel, type Order, type OrderHistoryEntry } from '../../models/order';

/** What a customer may change on an upload it sent: the guessed type, the date, the comment. */
export interface UploadChanges {
  doctype?: number;
  /** ISO day 'YYYY-MM-DD', null to clear */
  delivered?: string | null;
  comment?: string;
}

type StoredUpload = Order['uploads'][number] & { _id: Types.ObjectId };

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
