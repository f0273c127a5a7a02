import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../../lib/http-errors';
import { MAX_UPLOAD_BYTES } from '../../lib/upload-limits';
import { gatherBytes } from '../storage/file-storage';
import { sniffMimetype } from './sniff-mimetype';

export const UPLOAD_TOO_LARGE = 'Fichier trop volumineux';

export const REJECTED_FORMAT =
  'Format non accepté : envoyez un PDF ou une image (JPEG, PNG, WEBP, HEIC, TIFF)';

export interface ReceivedUpload {
  key: string;
  url: string;
  mimetype: string;
  /** the name the sender gave, for display only */
  name: string;
}

/** A file name fit for display: no path, no control characters, bounded. */
const displayName = (name: string | undefined) =>
  [...((name ?? '').split(/[\\/]/).pop() ?? '')]
    .filter((char) => char.charCodeAt(0) >= 0x20 && char.charCodeAt(0) !== 0x7f)
    .join('')
    .slice(0, 200);

/**
 * Reads the multipart field `file` (size limit of plugins/external/multipart.ts), checks
 * its content by its first bytes and stores it under `<prefix>/<uuid>.<ext>`. Nothing here
 * parses the file: its reading is queued by the caller once the file is attached
 * (app.readings, ADR 064), so the answer never waits for it. A rejected upload leaves
 * nothing behind.
 */
export async function receiveUpload(
  app: FastifyInstance,
  request: FastifyRequest,
  prefix: string,
): Promise<ReceivedUpload> {
  if (!request.isMultipart())
    throw new HttpError(415, 'Envoyez le fichier en multipart/form-data (champ « file »)');
  const file = await request.file();
  if (!file) throw badRequest('Aucun fichier reçu (champ « file »)');
  if (file.fieldname !== 'file')
    throw badRequest('Le fichier doit être envoyé dans le champ « file »');
  // the request's length bounds the file, and the multipart limit cuts it at MAX_UPLOAD_BYTES
  const announced = Number(request.headers['content-length']) || MAX_UPLOAD_BYTES;
  const bytes = await gatherBytes(file.file, Math.min(announced, MAX_UPLOAD_BYTES));
  // @fastify/multipart does not always throw at the size limit (fastify-multipart#428,
  // #542): the file then arrives cut at 20 Mo, marked truncated, and must not be stored
  if (file.file.truncated) throw new HttpError(413, UPLOAD_TOO_LARGE);
  if (bytes.length === 0) throw badRequest('Le fichier est vide');
  const type = sniffMimetype(bytes);
  if (!type) throw new HttpError(415, REJECTED_FORMAT);

  const stored = await app.storage.put(
    `${prefix}/${randomUUID()}.${type.extension}`,
    bytes,
    type.mimetype,
  );
  return {
    ...stored,
    mimetype: type.mimetype,
    name: displayName(file.filename),
  };
}
