import type { FastifyInstance } from 'fastify';
import { canUseBillingMode, type BillingMode, type PlanCode, type Session } from '@ped/domain';
import { storeOrder } from '../orders/store-order';
import { apiError } from './api-errors';
import { apiOrderView } from './order-view';
import type { ApiOrderView, CreateOrderBody } from './schemas';
import { isDuplicateKey } from '../../lib/mongo-errors';

/**
 * The billing an order confirmed through the API gets. Software cannot go through a card
 * payment page, so a plan with deferred billing (every plan with use_api today) confirms the
 * order for the account's grouped invoice, as the « Facturation différée » choice on screen;
 * any other waits for its payment, as an order confirmed on screen before paying.
 */
function apiBillingMode(plan: PlanCode | null): BillingMode {
  return canUseBillingMode(plan, 'invoice') ? 'invoice' : 'card';
}

/**
 * POST /api/v1/orders: the order form goes through the site's own store (same checks,
 * same confirmation, same e-mails), bound to the key's account and organisation.
 */
export async function createApiOrder(
  app: FastifyInstance,
  session: Session,
  body: CreateOrderBody,
): Promise<ApiOrderView> {
  const { external_id, confirm, ...stored } = body;
  const plan = session.organisation?.subscription_plan ?? null;
  try {
    const order = await storeOrder(app, session, {
      orderid: null,
      account: session.account,
      stored,
      confirmed: confirm || null,
      billing_mode: confirm ? apiBillingMode(plan) : null,
      external_id,
    });
    return apiOrderView(order);
  } catch (error) {
    if (isDuplicateKey(error, 'external_id')) {
      throw apiError(
        409,
        'external_id_taken',
        `Le numéro de dossier « ${external_id} » est déjà utilisé par une commande de votre organisation`,
      );
    }
    throw error;
  }
}
