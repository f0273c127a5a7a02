import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { mongoRateLimitStore } from '../../lib/mongo-rate-limit-store';

/**
 * Off by default; routes opt in (sign-in, password reset) with their own limits. Counters
 * live in MongoDB so that a limit holds across every API instance.
 */
export default fp(
  async (app) => {
    await app.register(rateLimit, {
      global: false,
      store: mongoRateLimitStore(app.mongoose.connection),
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        success: false,
        message: `Trop de tentatives, réessayez dans ${Math.ceil(context.ttl / 1000 / 60)} minute(s)`,
        payload: null,
      }),
    });
  },
  { name: 'rate-limit', dependencies: ['mongoose'] },
);
