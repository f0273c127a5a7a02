import type { Connection } from 'mongoose';
import { documentVersionModel } from '../../models/document-version';
import type { Order } from '../../models/order';
import { printedFigures } from '../pre-etat-date/versions';
import { apiError } from './api-errors';
import type { ApiFigures } from './schemas';

/**
 * GET /api/v1/orders/{orderid}/figures: the figures printed in the latest delivered
 * version, as stored at delivery (never recomputed, so they match the PDF the notary has).
 */
export async function deliveredFigures(connection: Connection, order: Order): Promise<ApiFigures> {
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
  return {
    orderid: order.orderid,
    version: latest.version,
    delivered: latest.delivered.toISOString(),
    figures: printedFigures(latest.figures),
  };
}
