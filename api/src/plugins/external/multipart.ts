import fp from 'fastify-plugin';
import multipart from '@fastify/multipart';
import { MAX_UPLOAD_BYTES } from '../../lib/upload-limits';

export default fp(
  async (app) => {
    await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10 } });
  },
  { name: 'multipart' },
);
