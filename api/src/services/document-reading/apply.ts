import type { FastifyInstance } from 'fastify';
import { confidentGuess, type DoctypeGuess } from '@ped/domain';
import type { DocumentReadingRecord } from '../../models/document-reading';
import { orderModel, type Order } from '../../models/order';
import { registerUploadReadingModel } from '../../models/register-document';
import { apiOrderView, ORDER_VIEW_PROJECTION } from '../integrations/order-view';
import { serializeUpload } from '../orders/serialize';
import { publishEvent } from '../webhooks/publish';
import type { ApplyReading } from './queue';

/** Until then a reading that finds no upload waits for it to be attached; after, it was deleted. */
const ATTACH_GRACE_MS = 60_000;

type UploadRecord = Order['uploads'][number];

/**
 * An order upload's reading, once ended: its state, guess and figures go on the upload;
 * a sure type, date and label fill what nobody has set yet (the seller may have chosen
 * while it was read); the order's organisation is told (webhook `document.read`).
 */
async function applyToOrderUpload(
  app: FastifyInstance,
  reading: DocumentReadingRecord,
  orderid: string,
  uploadId: unknown,
): Promise<'applied' | 'not-yet'> {
  const Order = orderModel(app.mongoose.connection);
  const atUpload = (condition: Record<string, unknown> = {}) => ({
    orderid,
    uploads: { $elemMatch: { _id: uploadId, ...condition } },
  });
  const found = await Order.updateOne(atUpload(), {
    $set: {
      'uploads.$.reading': {
        status: reading.status === 'done' ? 'done' : 'failed',
        reason: reading.failure?.reason ?? null,
        guess: reading.guess ?? null,
      },
      'uploads.$.figures_guess': reading.figures,
    },
  });
  if (!found.matchedCount)
    return Date.now() - reading.created.getTime() < ATTACH_GRACE_MS ? 'not-yet' : 'applied';
  const sure = reading.guess ? confidentGuess(reading.guess as DoctypeGuess) : null;
  if (sure?.doctype)
    await Order.updateOne(atUpload({ doctype: null }), {
      $set: { 'uploads.$.doctype': sure.doctype },
    });
  if (sure?.day)
    await Order.updateOne(atUpload({ delivered: null }), {
      $set: { 'uploads.$.delivered': new Date(`${sure.day}T00:00:00.000Z`) },
    });
  if (sure?.label)
    await Order.updateOne(atUpload({ comment: '' }), { $set: { 'uploads.$.comment': sure.label } });
  await tellOrganisation(app, orderid, String(uploadId));
  return 'applied';
}

async function tellOrganisation(app: FastifyInstance, orderid: string, uploadId: string) {
  const order = await orderModel(app.mongoose.connection)
    .findOne({ orderid }, { ...ORDER_VIEW_PROJECTION, organisation: 1, uploads: 1 })
    .lean<Order>();
  const upload = order?.uploads.find((u) => String(u._id) === uploadId) as UploadRecord | undefined;
  if (!order?.organisation || !upload) return;
  await publishEvent(
    app,
    order.organisation,
    'document.read',
    { order: apiOrderView(order), document: serializeUpload(upload) },
    { livemode: order.test !== true },
  );
}

/** Where each kind of reading's result goes (queue.ts calls it once per ended reading). */
export const applyReading =
  (app: FastifyInstance): ApplyReading =>
  async (reading) => {
    const target = reading.target;
    if (target?.kind === 'order-upload' && target.orderid)
      return applyToOrderUpload(app, reading, target.orderid, target.upload);
    // staff's register uploads: the figure review finds the figures under the file's key
    if (reading.figures.length)
      await registerUploadReadingModel(app.mongoose.connection).updateOne(
        { key: reading.key },
        { $set: { figures_guess: reading.figures } },
        { upsert: true },
      );
    return 'applied';
  };
