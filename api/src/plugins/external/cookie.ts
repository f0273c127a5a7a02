import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';

export default fp(
  async (app) => {
    await app.register(cookie, { secret: app.config.JWT_SECRET });
  },
  { name: 'cookie', dependencies: ['config'] },
);
