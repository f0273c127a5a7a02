import fp from 'fastify-plugin';
import cors from '@fastify/cors';

/** The frontends live on other origins and send credentials (the refresh cookie). */
export default fp(
  async (app) => {
    const allowed = new Set(
      app.config.CORS_ORIGINS.split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    );
    await app.register(cors, {
      credentials: true,
      origin: (origin, callback) => callback(null, !origin || allowed.has(origin)),
      methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    });
  },
  { name: 'cors', dependencies: ['config'] },
);
