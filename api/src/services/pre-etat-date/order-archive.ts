import type { Archiver } from 'archiver';
import type { FastifyInstance } from 'fastify';
import type { Order } from '../../models/order';
import type { RegisterDocument } from '../../models/register-document';
import { documentFileName } from './document-file-name';
import { keyFromUrl } from '../storage/keys';
import { planArchive } from './archive-entries';
import { loadRegister } from './order-sources';
import { zipArchive } from './zip-archive';

/**
 * The ZIP for the notary, streamed: the pré-état daté (the delivered one, or rendered now when the
 * order is not finished), the register's documents and a manifest. Used by the admin
 * archive and by the notary's space.
 */
export async function orderArchive(
  app: FastifyInstance,
  order: Order,
  onError: (error: Error) => void,
): Promise<Archiver> {
  const { register, documents } = await loadRegister(
    app.mongoose.connection,
    order.registration_id,
  );
  const delivered =
    order.document?.key && (await app.storage.exists(order.document.key)) ? order.document : null;
  const keyOf = (d: RegisterDocument) => d.key ?? keyFromUrl(app.config.PUBLIC_API_URL, d.url);
  const candidates = documents.map(keyOf).filter((key): key is string => Boolean(key));
  const present = await Promise.all(
    candidates.map(async (key) => ((await app.storage.exists(key)) ? key : null)),
  );

  const plan = planArchive({
    orderid: order.orderid,
    documentName: documentFileName(order.orderid),
    // no delivered document: the archive carries the preview, rendered below
    documentKey: delivered?.key ?? '',
    documentDate: delivered?.generated ?? order.updated,
    registrationId: order.registration_id ?? null,
    documents,
    keyOf,
    storedKeys: new Set(present.filter((key): key is string => key !== null)),
    now: new Date(),
  });

  const main = delivered
    ? await app.storage.get(delivered.key)
    : await app.documents.renderPreEtatDate(order, register, documents);
  return zipArchive(app.storage, plan, main, onError);
}
