/**
 * `pnpm start --api-instances N` (issue 37): the API's address answered by N instances on
 * one database, as behind a production load balancer, so that anyone can watch what holds
 * across instances (sessions, throttles, jobs, payments). Requests are spread by undici's
 * BalancedPool; each instance believes this proxy alone (TRUST_PROXY=127.0.0.1) and reads
 * the caller's address from the X-Forwarded-For it sets. It is the edge: an X-Forwarded-For
 * the caller sent is replaced, never extended, so no throttle can be dodged with one.
 */
import http from 'node:http';
import { BalancedPool } from 'undici';

/** Headers that belong to one connection, not to the request or answer carried over it. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
]);

const endToEnd = (headers) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)));

export function startApiBalancer({ host, port, upstreams }) {
  const pool = new BalancedPool(upstreams);
  const server = http.createServer(async (request, response) => {
    const forwarded = request.socket.remoteAddress ?? '';
    try {
      const answer = await pool.request({
        method: request.method,
        path: request.url,
        headers: { ...endToEnd(request.headers), 'x-forwarded-for': forwarded },
        body: request.method === 'GET' || request.method === 'HEAD' ? undefined : request,
      });
      response.writeHead(answer.statusCode, endToEnd(answer.headers));
      answer.body.pipe(response);
    } catch {
      if (response.headersSent) return response.destroy();
      response.writeHead(502, { 'content-type': 'application/json; charset=utf-8' });
      response.end(
        JSON.stringify({
          success: false,
          message: 'Aucune instance de l’API ne répond',
          payload: null,
        }),
      );
    }
  });
  return new Promise((resolve) => server.listen(port, host, () => resolve(server)));
}
