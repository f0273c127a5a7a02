import fp from 'fastify-plugin';
import jwt from '@fastify/jwt';

export default fp(
  async (app) => {
    await app.register(jwt, { secret: app.config.JWT_SECRET });
  },
  { name: 'jwt', dependencies: ['config'] },
);
