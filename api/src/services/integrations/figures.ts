import type { Connection } from 'mongoose';
import {
  SETTLEMENT_RULES,
  isSettlementRule,
  settleCalls,
  type ScheduledCall,
  type SettlementRule,
} from '@ped/domain';
import { documentVersionModel } from '../../models/document-version';
import type { Order } from '../../models/order';
import { printedFigures } from '../pre-etat-date/versions';
import { apiError } from './api-errors';
import type { ApiFigures } from './schemas';
import type { ApiSettlement } from './settlement-schemas';

/** The split of the delivered calls at a signing day, in the API's words (cents). */
function settlementOf(schedule: ScheduledCall[], day: string, rule: SettlementRule): ApiSettlement {
  const settled = settleCalls(schedule, day, rule);
  const split = (t: { seller: number; buyer: number; loanIfTransferred: number }) => ({
    seller_cents: t.seller,
    buyer_cents: t.buyer,
    loan_if_transferred_cents: t.loanIfTransferred,
  });
  return {
    signing_day: day,
    rule,
    rule_label: SETTLEMENT_RULES[rule].label,
    calls: settled.calls.map(({ seller, buyer, ...call }) => ({
      ...call,
      seller_cents: seller,
      buyer_cents: buyer,
    })),
    lots: settled.lots.map(({ lot, ...totals }) => ({ lot, ...split(totals) })),
    total: split(settled.total),
  };
}

/**
 * GET /api/v1/orders/{orderid}/figures: the figures printed in the latest delivered
 * version, as stored at delivery (never recomputed, so they match the PDF the notary has),
 * its échéancier, and the split of those calls at the order's signing day and rule — or at
 * the day and rule asked (`signing`) — without a new version.
 */
export async function deliveredFigures(
  connection: Connection,
  order: Order,
  signing: { day?: string; rule?: SettlementRule } = {},
): Promise<ApiFigures> {
  if (!order.document) {
    throw apiError(
      409,
      'not_delivered',
      'Le pré-état daté de cette commande n’est pas encore livré : ses chiffres le seront à la livraison',
    );
  }
  const latest = await documentVersionModel(connection)
    .findOne({ orderid: order.orderid })
    .sort({ version: -1 })
    .lean();
  // delivered before versions (and their figures) were stored: only the PDF exists
  if (!latest) {
    throw apiError(
      404,
      'figures_not_recorded',
      'Les chiffres de ce pré-état daté, livré avant leur enregistrement, ne sont pas disponibles : téléchargez le PDF',
    );
  }
  const schedule = (latest.schedule ?? []) as ScheduledCall[];
  const day = signing.day ?? order.deed_day ?? null;
  const rule =
    signing.rule ?? (isSettlementRule(order.settlement_rule) ? order.settlement_rule : 'art-6-2');
  return {
    orderid: order.orderid,
    version: latest.version,
    delivered: latest.delivered.toISOString(),
    figures: printedFigures(latest.figures),
    schedule,
    settlement: day ? settlementOf(schedule, day, rule) : null,
  };
}
