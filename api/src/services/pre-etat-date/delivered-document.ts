import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { documentFileName } from './document-file-name';
import { documentVersionModel } from '../../models/document-version';
import type { Order } from '../../models/order';

export const VERSION_NOT_FOUND = 'Cette version du pré-état daté n’existe pas pour cette commande.';

export const DOCUMENT_NOT_READY =
  'Le pré-état daté de cette commande n’est pas encore disponible : il le sera dès que la commande sera terminée.';

export type DeliveredDocument =
  | { status: 'ready'; name: string; pdf: Readable }
  | { status: 'unknown-version' }
  | { status: 'not-delivered' };

/**
 * The PDF of a delivered version (the latest when none is named), found as
 * GET /order/{orderid}/document finds it: by the stored version's key, else the order's
 * latest document.
 */
export async function deliveredDocument(
  app: FastifyInstance,
  order: Order,
  version: number | undefined,
): Promise<DeliveredDocument> {
  const key = version
    ? (
        await documentVersionModel(app.mongoose.connection)
          .findOne({ orderid: order.orderid, version })
          .lean()
      )?.key
    : order.document?.key;
  if (version && !key) return { status: 'unknown-version' };
  if (!key || !(await app.storage.exists(key))) return { status: 'not-delivered' };
  return {
    status: 'ready',
    name: documentFileName(order.orderid, version),
    pdf: await app.storage.get(key),
  };
}
