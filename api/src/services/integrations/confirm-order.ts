import type { FastifyInstance } from 'fastify';
import { DRAFT_STATES } from '@ped/domain';
import type { Order } from '../../models/order';
import { storeOrder } from '../orders/store-order';
import type { StoredOrderForm } from '../../schemas/order-form';
import { chargeSavedCard, confirmationBilling } from './billing';
import type { ApiCaller } from './caller';
import { findOrganisationOrder } from './find-order';
import { apiOrderView } from './order-view';
import type { ApiOrderView, ConfirmOrderBody } from './schemas';

/**
 * The draft's form with the documents sent through the API among its links, as the order
 * page adds each upload it makes: for `method: "upload"` the form requires at least one, and
 * software sends them with POST …/documents, not by editing the form.
 */
function withUploads(order: Order): StoredOrderForm {
  const stored = (order.stored ?? {}) as StoredOrderForm;
  if (stored.method !== 'upload') return stored;
  const links = stored.links ?? [];
  const added = order.uploads
    .map(({ url }) => url)
    .filter((url) => !links.some(({ link }) => link === url));
  return { ...stored, links: [...links, ...added.map((link) => ({ link }))] };
}

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
    stored: withUploads(order),
    confirmed: true,
    billing_mode: billing.billingMode,
  });
  if (billing.card) await chargeSavedCard(app, caller, order.orderid, billing.card, requestKey);
  return apiOrderView(await findOrganisationOrder(app, caller, order.orderid));
}
