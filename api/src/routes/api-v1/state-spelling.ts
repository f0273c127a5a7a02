import type { FastifyRequest } from 'fastify';

/**
 * preValidation of the routes that take a state (?state=, test-events): until issue 35 the
 * API took the site's spelling (`need-refresh`, `in-progress`) and its webhooks another
 * (`order.need_refresh`). It now names each state one way, snake_case, and still reads the
 * former spelling from software written before, so that no integration breaks.
 */
export function readFormerStateSpelling(part: 'query' | 'body') {
  return async (request: FastifyRequest) => {
    const holder = request[part] as { state?: unknown } | null | undefined;
    if (holder && typeof holder.state === 'string') holder.state = holder.state.replace(/-/g, '_');
  };
}
