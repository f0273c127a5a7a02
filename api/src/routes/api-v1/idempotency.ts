import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Types } from 'mongoose';
import {
  claimIdempotencyKey,
  releaseIdempotencyKey,
  storeIdempotentResponse,
} from '../../services/integrations/idempotency';
import { keySession } from './guard';

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_REPLAYED_HEADER = 'idempotency-replayed';

/** The claim a running POST holds, until its answer is stored. */
const claims = new WeakMap<FastifyRequest, Types.ObjectId>();

/**
 * The two hooks that make every POST of /api/v1 idempotent
 * (docs/decisions/047-professionals-api-v1.md): preHandler claims the key or replays the
 * stored answer; onSend stores the answer of the request that ran. The route's schema
 * requires the header, so it is validated before the claim.
 */
export function idempotencyHooks(app: FastifyInstance) {
  const connection = app.mongoose.connection;

  async function claim(request: FastifyRequest, reply: FastifyReply) {
    if (request.method !== 'POST') return;
    const claimed = await claimIdempotencyKey(connection, {
      organisation: keySession(request).organisation.id,
      test: request.apiKey?.mode === 'test',
      key: String(request.headers[IDEMPOTENCY_KEY_HEADER]),
      method: request.method,
      path: request.url,
      body: request.body,
    });
    if (claimed.kind === 'run') {
      claims.set(request, claimed.id);
      return;
    }
    return reply
      .code(claimed.response.status)
      .header(IDEMPOTENCY_REPLAYED_HEADER, 'true')
      .type('application/json; charset=utf-8')
      .send(claimed.response.body);
  }

  async function store(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    const id = claims.get(request);
    if (!id) return payload;
    claims.delete(request);
    // a failure on our side is not an answer: the next retry runs the request again
    if (reply.statusCode >= 500 || typeof payload !== 'string') {
      await releaseIdempotencyKey(connection, id);
    } else {
      await storeIdempotentResponse(connection, id, { status: reply.statusCode, body: payload });
    }
    return payload;
  }

  return { claim, store };
}
