import zlib from 'node:zlib';
import fp from 'fastify-plugin';
import compress from '@fastify/compress';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply } from 'fastify';

/** Smaller answers would gain less than the work. */
const THRESHOLD_BYTES = 1024;
/** JSON, text, HTML, XML and scripts; never PDFs, images or archives, already compressed. */
const COMPRESSIBLE = /^text\/|[/+](json|xml)\b|javascript/;
const encodings = new Negotiator({ supportedValues: ['br', 'gzip'] });
/** Per encoding, enough for every answer of the routes that keep them (the catalog: five). */
const KEPT_ANSWERS = 32;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route sends the same few answers for a long time (the catalog, all day): their
     * compressed bytes are kept instead of compressed for every request.
     */
    keepsCompressedAnswers?: boolean;
  }
}

/** Brotli at quality 4, the usual setting for answers compressed as they are sent. */
function compressed(body: string | Buffer, encoding: 'br' | 'gzip'): Buffer {
  return encoding === 'br'
    ? zlib.brotliCompressSync(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body),
        },
      })
    : zlib.gzipSync(body);
}

/** Compressed answers of the routes that keep them, by encoding, then by answer. */
const kept = { br: new Map<string, Buffer>(), gzip: new Map<string, Buffer>() };

function compressedOnce(body: string, encoding: 'br' | 'gzip'): Buffer {
  const answers = kept[encoding];
  let answer = answers.get(body);
  if (answer === undefined) {
    if (answers.size >= KEPT_ANSWERS) answers.clear();
    answer = compressed(body, encoding);
    answers.set(body, answer);
  }
  return answer;
}

function varyOnEncoding(reply: FastifyReply) {
  const vary = String(reply.getHeader('vary') ?? '');
  if (!/\baccept-encoding\b/i.test(vary))
    reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

/**
 * Answers of 1 KB and more are compressed when the client accepts it (the catalog's 4.7 KB of
 * JSON travels as about 1.5 KB). An answer already in memory (every JSON answer) is
 * compressed in one call: @fastify/compress made a stream of it and piped it through a zlib
 * stream, which cost about a millisecond per answer and divided the catalog's throughput for
 * browsers by thirteen (docs/decisions/061). Streamed files still go through
 * @fastify/compress, which leaves alone what this hook has compressed.
 */
export default fp(
  async (app) => {
    app.addHook('onSend', async (request, reply, payload) => {
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
      if (Buffer.byteLength(payload) < THRESHOLD_BYTES || reply.hasHeader('content-encoding'))
        return payload;
      if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? 'application/json')))
        return payload;
      const encoding = encodings.negotiate(request.headers['accept-encoding'] ?? '');
      if (!encoding) return payload;
      const body =
        request.routeOptions.config.keepsCompressedAnswers && typeof payload === 'string'
          ? compressedOnce(payload, encoding)
          : compressed(payload, encoding);
      varyOnEncoding(reply);
      reply.header('content-encoding', encoding);
      reply.removeHeader('content-length');
      return body;
    });
    await app.register(compress, {
      global: true,
      threshold: THRESHOLD_BYTES,
      encodings: ['br', 'gzip'],
    });
  },
  { name: 'compress' },
);
