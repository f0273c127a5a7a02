import type { FastifyInstance } from 'fastify';
import { storeOrder } from '../orders/store-order';
import { orderModel } from '../../models/order';
import { apiError } from './api-errors';
import { chargeSavedCard, confirmationBilling } from './billing';
import { modeFilter, type ApiCaller } from './caller';
import { findOrganisationOrder } from './find-order';
import { apiOrderView } from './order-view';
import type { ApiOrderView, CreateOrderBody } from './schemas';
import { isDuplicateKey } from '../../lib/mongo-errors';

/**
 * POST /api/v1/orders: the order form goes through the site's own store (same checks,
 * same confirmation, same e-mails), bound to the key's account and organisation, marked as
 * a test order for a test key. A confirmed order is billed as confirmationBilling says.
 */
export async function createApiOrder(
  app: FastifyInstance,
  caller: ApiCaller,
  body: CreateOrderBody,
  requestKey: string,
): Promise<ApiOrderView> {
  const { external_id, confirm, payment, ...stored } = body;
  // the card is checked before the order exists: no half-made order when there is none
  const billing = confirm ? await confirmationBilling(app, caller, payment) : null;
  let orderid: string;
  try {
    const order = await storeOrder(app, caller.session, {
      orderid: null,
      account: caller.session.account,
      stored,
      confirmed: confirm || null,
      billing_mode: billing?.billingMode ?? null,
      external_id,
      test: caller.test,
    });
    orderid = order.orderid;
  } catch (error) {
    if (isDuplicateKey(error, 'external_id')) {
      // the order holding the number, so that the integrator can follow it instead
      const existing = await orderModel(app.mongoose.connection)
        .findOne(
          { organisation: caller.organisation, external_id, ...modeFilter(caller) },
          { orderid: 1 },
        )
        .lean();
      throw apiError(
        409,
        'external_id_taken',
        `Le numéro de dossier « ${external_id} » est déjà celui de la commande ${existing?.orderid ?? 'existante'} de votre organisation`,
        { orderid: existing?.orderid ?? null },
      );
    }
    throw error;
  }
  if (billing?.card) await chargeSavedCard(app, caller, orderid, billing.card, requestKey);
  return apiOrderView(await findOrganisationOrder(app, caller, orderid));
}
