import type { FastifyInstance } from 'fastify';
import type { RefreshKind } from '@ped/domain';
import type { Order } from '../../models/order';
import { conflict } from '../../lib/http-errors';
import { transitionOrder } from '../orders/transition';
import { UPDATE_IN_PROGRESS } from './update-notice';

export const ORDER_CHANGED = 'La commande vient d’être modifiée par ailleurs, rechargez la page';

/**
 * A delivered order goes back to production (`need-refresh`) with why: staff then deliver
 * a new version through the usual steps, and the space's recipients are told meanwhile
 * (update-notice.ts). The state guard makes two concurrent requests reopen it once.
 */
export async function reopenOrder(
  app: FastifyInstance,
  orderid: string,
  request: { kind: RefreshKind; by: string; reason: string; upload_id: string | null },
): Promise<Order> {
  const updated = await transitionOrder(app, {
    order: { orderid, state: 'done' },
    steps: [{ action: request.kind, to: 'need-refresh' }],
    by: request.by,
    set: { refresh_request: { ...request, at: new Date() } },
    consequences: [{ kind: UPDATE_IN_PROGRESS, data: { kind: request.kind, by: request.by } }],
  });
  if (!updated) throw conflict(ORDER_CHANGED);
  return updated.toObject();
}
