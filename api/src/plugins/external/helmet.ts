import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';

/** Security headers. The API answers JSON and files for other origins, hence cross-origin resources. */
export default fp(
  async (app) => {
    await app.register(helmet, {
      global: true,
      crossOriginResourcePolicy: { policy: 'cross-origin' },
      // Swagger UI under /docs needs its inline bootstrap; JSON responses are unaffected.
      contentSecurityPolicy: false,
    });
  },
  { name: 'helmet' },
);
