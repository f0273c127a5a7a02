import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tooManyRequests } from './http-errors';

export interface ThrottleRule {
  /** distinguishes the counters of different rules */
  name: string;
  max: number;
  windowMs: number;
  /** what is counted: an IP, an e-mail... */
  key: (request: FastifyRequest) => string;
}

/**
 * A preHandler enforcing several limits at once (e.g. per e-mail AND per IP) with
 * @fastify/rate-limit's counters. Every rule counts the request; the first one exceeded
 * answers 429 with a French message saying when to try again.
 */
export function throttle(app: FastifyInstance, message: string, rules: ThrottleRule[]) {
  const limiters = rules.map((rule) =>
    app.createRateLimit({
      max: rule.max,
      timeWindow: rule.windowMs,
      keyGenerator: (request) => `${rule.name}:${rule.key(request)}`,
    }),
  );
  return async (request: FastifyRequest) => {
    const results = await Promise.all(limiters.map((limiter) => limiter(request)));
    const exceeded = results.find((result) => !result.isAllowed && result.isExceeded);
    if (exceeded && !exceeded.isAllowed) {
      throw tooManyRequests(
        `${message}, réessayez dans ${Math.max(1, Math.ceil(exceeded.ttl / 60000))} minute(s)`,
      );
    }
  };
}
