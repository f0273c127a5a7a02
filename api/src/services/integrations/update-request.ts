import type { FastifyInstance } from 'fastify';
import { freeUpdateOf, requestFreeUpdate } from '../notary-space/free-update';
import { apiError } from './api-errors';
import type { ApiCaller } from './caller';
import { findOrganisationOrder } from './find-order';
import { apiOrderView } from './order-view';
import type { ApiOrderView } from './schemas';

/**
 * POST /api/v1/orders/{orderid}/update-request: the seller's « Actualiser mon pré-état
 * daté », through the same service as the order page — free until the next AG, the order
 * back in production (need-refresh), staff told. Refused with its reason otherwise.
 */
export async function requestApiUpdate(
  app: FastifyInstance,
  caller: ApiCaller,
  orderid: string,
  reason: string,
): Promise<ApiOrderView> {
  const order = await findOrganisationOrder(app, caller, orderid);
  const status = await freeUpdateOf(app, order);
  if (!status.allowed) throw apiError(409, 'update_not_allowed', status.reason);
  return apiOrderView(await requestFreeUpdate(app, order, caller.session.account, reason.trim()));
}
