import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { performance } from 'node:perf_hooks';
import type { Socket } from 'node:net';
import {
  WEBHOOK_CONNECT_TIMEOUT_SECONDS,
  WEBHOOK_FIRST_BYTE_TIMEOUT_SECONDS,
  WEBHOOK_SIGNATURE_HEADER,
} from '@ped/domain';
import { publicOnlyLookup } from '../../lib/public-network';
import { checkEndpointUrl } from './endpoint-url';

/**
 * A receiver's server accepts the connection (TLS included) within CONNECT, then starts its
 * answer within FIRST_BYTE, or the try counts as failed; the start of the answer's body is
 * read for READ at most. A try lasts 10 s at the very worst, a hanging server 5 s
 * (ADR 066: 10 s per try let one organisation's hanging endpoints hold everyone's events).
 */
export interface DeliveryTimeouts {
  connectMs: number;
  firstByteMs: number;
  readMs: number;
}
export const DELIVERY_TIMEOUTS: DeliveryTimeouts = {
  connectMs: WEBHOOK_CONNECT_TIMEOUT_SECONDS * 1000,
  firstByteMs: WEBHOOK_FIRST_BYTE_TIMEOUT_SECONDS * 1000,
  readMs: 2_000,
};
/** What the log keeps of an answer: its start, enough to read an error message. */
export const RESPONSE_EXCERPT_CHARS = 200;
/** Of the answer's body, no more is read: a receiver cannot make us download a file. */
const MAX_READ_BYTES = 4096;
const USER_AGENT = 'PreEtatDate-Webhooks/1.0';

export interface SendResult {
  status_code: number | null;
  duration_ms: number;
  succeeded: boolean;
  error: string | null;
  response_excerpt: string;
}

/** Why a try failed, in French, for the log and the owner's e-mail. */
function failureText(error: unknown, timeouts: DeliveryTimeouts): string {
  const code = (error as { code?: string }).code;
  switch (code) {
    case 'ECONNECTTIMEOUT':
      return `Connexion impossible en ${timeouts.connectMs / 1000} s`;
    case 'ETIMEDOUT':
      return `Pas de réponse en ${timeouts.firstByteMs / 1000} s après la connexion`;
    case 'ECONNREFUSED':
      return 'Connexion refusée par le serveur';
    case 'ECONNRESET':
      return 'Connexion interrompue par le serveur';
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return 'Nom de domaine introuvable';
    case 'EPRIVATEADDRESS':
      return 'Adresse privée refusée : le webhook doit être joignable depuis Internet';
    default:
      if (code?.startsWith('ERR_TLS') || code?.includes('CERT'))
        return `Certificat TLS refusé (${code})`;
      return `Échec de la connexion${code ? ` (${code})` : ''}`;
  }
}

/** Reads the start of the answer (for `readMs` at most), then lets the rest go. */
function readExcerpt(response: IncomingMessage, readMs: number): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const timer = setTimeout(() => {
      done();
      response.destroy();
    }, readMs);
    const done = () => {
      clearTimeout(timer);
      response.removeAllListeners('data');
      resolve(
        Buffer.concat(chunks)
          .toString('utf8')
          .slice(0, RESPONSE_EXCERPT_CHARS)
          .replace(/\uFFFD$/, ''),
      );
    };
    response.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      size += chunk.length;
      if (size >= MAX_READ_BYTES) {
        done();
        response.destroy();
      }
    });
    response.on('end', done);
    response.on('close', done);
    response.on('error', done);
  });
}

/**
 * One signed POST of an event's body to an endpoint: a 2xx started within the timeouts is a
 * success; any other status, a redirect included (not followed), a timeout or a network
 * error is a failure with its reason. Never throws: the caller logs and schedules from the
 * result. Each try opens its own connection (no keep-alive agent): the address is checked at
 * each connection, and the connect timeout always measures one.
 */
export async function postEvent(
  target: string,
  body: string,
  signature: string,
  {
    allowLocal,
    timeouts = DELIVERY_TIMEOUTS,
  }: { allowLocal: boolean; timeouts?: DeliveryTimeouts },
): Promise<SendResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const failed = (error: unknown): SendResult => ({
    status_code: null,
    duration_ms: elapsed(),
    succeeded: false,
    error: failureText(error, timeouts),
    response_excerpt: '',
  });
  let url: URL;
  try {
    // checked again at each try: the rules may have tightened since the endpoint was added
    url = new URL(checkEndpointUrl(target, { allowLocal }));
  } catch (error) {
    return { ...failed(error), error: (error as Error).message };
  }
  const secure = url.protocol === 'https:';
  const send = secure ? httpsRequest : httpRequest;
  return new Promise<SendResult>((resolve) => {
    const fail = (code: string) => () => request.destroy(Object.assign(new Error(code), { code }));
    // connecting, then waiting for the answer's first byte: one timer at a time
    let timer = setTimeout(fail('ECONNECTTIMEOUT'), timeouts.connectMs);
    const connected = () => {
      clearTimeout(timer);
      timer = setTimeout(fail('ETIMEDOUT'), timeouts.firstByteMs);
    };
    const request = send(
      url,
      {
        method: 'POST',
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'user-agent': USER_AGENT,
          [WEBHOOK_SIGNATURE_HEADER.toLowerCase()]: signature,
        },
        ...(allowLocal ? {} : { lookup: publicOnlyLookup }),
      },
      (response) => {
        clearTimeout(timer);
        void readExcerpt(response, timeouts.readMs).then((excerpt) => {
          const status = response.statusCode ?? 0;
          const succeeded = status >= 200 && status < 300;
          resolve({
            status_code: status,
            duration_ms: elapsed(),
            succeeded,
            error: succeeded
              ? null
              : `Réponse ${status} : seule une réponse 2xx vaut accusé de réception`,
            response_excerpt: excerpt,
          });
        });
      },
    );
    request.on('socket', (socket: Socket) => {
      socket.once(secure ? 'secureConnect' : 'connect', connected);
    });
    request.on('error', (error) => {
      clearTimeout(timer);
      resolve(failed(error));
    });
    request.end(body);
  });
}
