import type { FastifyInstance } from 'fastify';
import { canTransition, transitionError, type AdminAction, type OrderState } from '@ped/domain';
import { runAdminAction } from '../orders/admin-actions';
import { reopenOrder } from '../notary-space/reopen-order';
import { apiError } from './api-errors';
import type { ApiCaller } from './caller';
import { findOrganisationOrder } from './find-order';
import { apiOrderView } from './order-view';
import type { ApiOrderView } from './schemas';

const TEST_KEY_REQUIRED =
  'Seules les commandes de test avancent sur demande : utilisez une clé d’API de test';

/** What the order's history says moved a test order. */
const TEST_REASON = 'Mode test : événement demandé par l’intégration';

/**
 * POST /api/v1/orders/{orderid}/test-events: staff's own state changes, run on a test order
 * so that an integration meets every state (and every webhook) it will see in production.
 * « Terminer » delivers the watermarked specimen (admin-actions.ts); no e-mail goes out.
 * need-refresh reopens a delivered order as the seller's update request does.
 */
export async function pushTestOrder(
  app: FastifyInstance,
  caller: ApiCaller,
  orderid: string,
  state: OrderState,
): Promise<ApiOrderView> {
  if (!caller.test) throw apiError(403, 'test_key_required', TEST_KEY_REQUIRED);
  const order = await findOrganisationOrder(app, caller, orderid);
  if (!canTransition(order.state, state)) {
    throw apiError(409, 'state_change_refused', transitionError(order.state, state));
  }
  if (state === 'need-refresh') {
    const reopened = await reopenOrder(app, order.orderid, {
      kind: 'update',
      by: caller.session.account,
      reason: TEST_REASON,
      upload_id: null,
    });
    return apiOrderView(reopened);
  }
  const { order: moved } = await runAdminAction(app, caller.session, state as AdminAction, {
    orderid: order.orderid,
    account: order.account,
    send_mail: false,
  });
  return apiOrderView(moved.toObject());
}
