import type { FastifyInstance } from 'fastify';
import {
  SETTLEMENT_RULES,
  SHARE_ROLE_LABELS,
  formatDateInFull,
  type SettlementRule,
  type ShareRole,
} from '@ped/domain';
import { forbidden, notFound } from '../../lib/http-errors';
import { orderModel, type Order } from '../../models/order';
import type { OrderShare } from '../../models/order-share';
import { historyEntry } from '../orders/history';
import { setDeedDay } from './shares';

export const SIGNING_NOTARIES_ONLY =
  'Seul un notaire de la vente fixe la date de signature et la répartition des appels.';

/** Who writes the deed and its settlement: the seller's and the buyer's notaries. */
const NOTARIES: readonly ShareRole[] = ['notary', 'buyer-notary'];

/**
 * The notary records the day of the deed and the rule they will write in it for the calls
 * (art. 6-2, or a daily prorata the parties agree on): the space and GET /api/v1/orders/{id}/figures
 * split the delivered échéancier at that day, without a new version. The deed day bounds
 * every link of the order, as when the seller gives it; a past day is refused.
 */
export async function recordSigning(
  app: FastifyInstance,
  share: OrderShare,
  order: Order,
  signing: { day: string; rule: SettlementRule },
  now = new Date(),
): Promise<void> {
  if (!NOTARIES.includes(share.role as ShareRole)) throw forbidden(SIGNING_NOTARIES_ONLY);
  await setDeedDay(app, order.orderid, signing.day, now);
  const who = `${share.name || share.email} (${SHARE_ROLE_LABELS[share.role as ShareRole].toLowerCase()})`;
  const updated = await orderModel(app.mongoose.connection).updateOne(
    { orderid: order.orderid },
    {
      $set: { settlement_rule: signing.rule },
      $push: {
        history: {
          ...historyEntry(who, 'signing', order.state, order.state),
          detail: `Signature le ${formatDateInFull(`${signing.day}T12:00:00Z`)} ; appels répartis : ${SETTLEMENT_RULES[signing.rule].label}`,
        },
      },
    },
  );
  if (!updated.matchedCount) throw notFound();
}
