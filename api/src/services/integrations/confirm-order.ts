import type { FastifyInstance } from 'fastify';
import { DRAFT_STATES } from '@ped/domain';
import { storeOrder } from '../orders/store-order';
import type { StoredOrderForm } from '../../schemas/order-form';
import { chargeSavedCard, confirmationBilling } from './billing';
import type { ApiCaller } from './caller';
import { findOrganisationOrder } from './find-order';
import { apiOrderView } from './order-view';
import type { ApiOrderView, ConfirmOrderBody } from './schemas';

/**
 * POST /api/v1/orders/{orderid}/confirm: a draft made with `confirm: false` goes through the
 * site's store as confirmed — its whole form checked, billed as a confirmation at creation
 * is. Confirming an order already confirmed changes nothing and answers it as it stands,
 * so a retry is harmless; one still waiting for its card payment is charged again.
 */
export async function confirmApiOrder(
  app: FastifyInstance,
  caller: ApiCaller,
  orderid: string,
  body: ConfirmOrderBody,
  requestKey: string,
): Promise<ApiOrderView> {
  const order = await findOrganisationOrder(app, caller, orderid);
  if (!DRAFT_STATES.includes(order.state)) return apiOrderView(order);
  const billing = await confirmationBilling(app, caller, body.payment);
  await storeOrder(app, caller.session, {
    orderid: order.orderid,
    account: order.account,
    stored: (order.stored ?? {}) as StoredOrderForm,
    confirmed: true,
    billing_mode: billing.billingMode,
  });
  if (billing.card) await chargeSavedCard(app, caller, order.orderid, billing.card, requestKey);
  return apiOrderView(await findOrganisationOrder(app, caller, order.orderid));
}
