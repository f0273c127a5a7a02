import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/** The API answers JSON and files for other origins, hence cross-origin resources. */
const OPTIONS: HelmetOptions = {
  crossOriginResourcePolicy: { policy: 'cross-origin' },
  // Swagger UI under /docs needs its inline bootstrap; JSON responses are unaffected.
  contentSecurityPolicy: false,
};

/**
 * The headers helmet sets with `options`, collected once from its own middleware: without a
 * content security policy none depends on the request.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}

/**
 * Security headers on every answer, set in one call. @fastify/helmet built helmet's middleware
 * anew for each request and set the headers one by one through it: a tenth of the catalog's
 * time per request (docs/decisions/061).
 */
export default fp(
  async (app) => {
    const headers = securityHeaders(OPTIONS);
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'helmet' },
);
