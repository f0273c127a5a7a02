import type { FastifyInstance } from 'fastify';
import { findOrder } from '../orders/find-order';
import { orderChecklist } from './checklist';
import { documentLabels, loadOrderSources, orderLots } from './order-sources';

/**
 * What staff review before « Terminer » (GET /order/{id}/figures): each figure with its
 * sources, the seller's totals to split, the documents a value can be read from, and the
 * checklist with the reasons given.
 */
export async function figuresReview(
  app: FastifyInstance,
  orderid: string,
  account: string | undefined,
) {
  const order = await findOrder(app, orderid, { as: 'admin', account });
  const sources = await loadOrderSources(app.mongoose.connection, order);
  const labels = documentLabels(order, sources.documents);
  const checklist = orderChecklist(order, sources);
  return {
    order,
    labels,
    lots: orderLots(order),
    checklist,
    payload: {
      figures: sources.figures.figures,
      seller_totals: sources.figures.sellerTotals,
      dates: sources.figures.dates,
      documents: [...labels].map(([id, label]) => ({ id, label })),
      checklist,
    },
  };
}
