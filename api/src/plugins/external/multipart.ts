import fp from 'fastify-plugin';
import multipart from '@fastify/multipart';

/** Uploads: one file per request, 20 MB at most (scanned PDFs of a règlement are large). */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

export default fp(
  async (app) => {
    await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10 } });
  },
  { name: 'multipart' },
);
