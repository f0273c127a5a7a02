import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { HydratedDocument } from 'mongoose';
import { uploadFilingProblem, uploadToFileLabel, type FiledDocument } from '@ped/domain';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { orderModel, type Order } from '../../models/order';
import { registerModel } from '../../models/register';
import { registerDocumentModel } from '../../models/register-document';
import { historyEntry } from './history';

export const FILING_NEEDS_REGISTER =
  'Associez d’abord la commande à une copropriété (numéro d’immatriculation) : ses documents y sont classés';

/**
 * Staff file the seller's uploads among the documents of the order's copropriété (issue 38):
 * what the pré-état daté annexes, shared by every order of that copropriété. Each file is
 * copied under the register's own key, so that deleting the register document never takes
 * the order's upload with it, nor the other way round. Every upload is checked before
 * anything is written; the order's history says what was filed.
 */
export async function fileUploadsInRegister(
  app: FastifyInstance,
  order: HydratedDocument<Order>,
  uploadIds: string[],
  by: string,
): Promise<HydratedDocument<Order>> {
  const registrationId = order.registration_id;
  if (!registrationId) throw conflict(FILING_NEEDS_REGISTER);
  const { connection } = app.mongoose;
  const RegisterDocument = registerDocumentModel(connection);
  const uploads = [...new Set(uploadIds)].map((id) => {
    const upload = order.uploads.find((u) => String(u._id) === id);
    if (!upload) throw notFound('Document introuvable pour cette commande');
    return upload;
  });
  const filed: FiledDocument[] = await RegisterDocument.find(
    { registration_id: registrationId },
    { doctype: 1, delivered: 1 },
  ).lean();
  for (const upload of uploads) {
    // two uploads of one request that are the same document are filed once too
    const problem = uploadFilingProblem(upload, filed);
    if (problem) throw badRequest(problem);
    filed.push({ doctype: upload.doctype!, delivered: upload.delivered! });
  }
  for (const upload of uploads) {
    // streamed from one key to the other: a 20 MB scan is never held whole on the API's thread
    const stored = await app.storage.put(
      `registers/uploads/${randomUUID()}${path.extname(upload.key)}`,
      await app.storage.get(upload.key),
      upload.mimetype,
    );
    await RegisterDocument.create({
      registration_id: registrationId,
      doctype: upload.doctype,
      delivered: upload.delivered,
      comment: upload.comment ?? '',
      url: stored.url,
      mimetype: upload.mimetype,
      key: stored.key,
    });
  }
  const now = new Date();
  await registerModel(connection).updateOne({ _id: registrationId }, { $set: { updated: now } });
  const updated = await orderModel(connection).findByIdAndUpdate(
    order._id,
    {
      $set: { updated: now },
      $push: {
        history: {
          ...historyEntry(by, 'file-uploads', order.state, order.state),
          detail: `Classé parmi les documents de la copropriété ${registrationId} : ${uploads.map(uploadToFileLabel).join(' ; ')}`,
        },
      },
    },
    { new: true },
  );
  return updated!;
}
