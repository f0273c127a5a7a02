import type { FastifyInstance } from 'fastify';
import type { RefreshKind } from '@ped/domain';
import { orderModel, type Order } from '../../models/order';
import { conflict } from '../../lib/http-errors';
import { historyEntry } from '../orders/history';
import { publishOrderEvent } from '../webhooks/order-events';

export const ORDER_CHANGED = 'La commande vient d’être modifiée par ailleurs, rechargez la page';

/**
 * A delivered order goes back to production (`need-refresh`) with why: staff then deliver
 * a new version through the usual steps. The state guard makes two concurrent requests
 * reopen it once.
 */
export async function reopenOrder(
  app: FastifyInstance,
  orderid: string,
  request: { kind: RefreshKind; by: string; reason: string; upload_id: string | null },
): Promise<Order> {
  const now = new Date();
  const updated = await orderModel(app.mongoose.connection)
    .findOneAndUpdate(
      { orderid, state: 'done' },
      {
        $set: {
          state: 'need-refresh',
          updated: now,
          refresh_request: { ...request, at: now },
        },
        $push: { history: historyEntry(request.by, request.kind, 'done', 'need-refresh') },
      },
      { new: true },
    )
    .lean<Order>();
  if (!updated) throw conflict(ORDER_CHANGED);
  await publishOrderEvent(app, orderid, 'need-refresh');
  return updated;
}
