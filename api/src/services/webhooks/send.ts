import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { performance } from 'node:perf_hooks';
import { WEBHOOK_SIGNATURE_HEADER } from '@ped/domain';
import { publicOnlyLookup } from '../../lib/public-network';
import { checkEndpointUrl } from './endpoint-url';

/** A receiver answers within that delay or the try counts as failed. */
export const DELIVERY_TIMEOUT_MS = 10_000;
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
function failureText(error: unknown): string {
  const code = (error as { code?: string }).code;
  switch (code) {
    case 'ETIMEDOUT':
      return `Pas de réponse en ${DELIVERY_TIMEOUT_MS / 1000} s`;
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

/** Reads the start of the answer, then lets the rest go. */
function readExcerpt(response: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const done = () => {
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
 * One signed POST of an event's body to an endpoint: 2xx within 10 s is a success; any
 * other status, a redirect included (not followed), a timeout or a network error is a
 * failure with its reason. Never throws: the caller logs and schedules from the result.
 */
export async function postEvent(
  target: string,
  body: string,
  signature: string,
  { allowLocal, timeoutMs = DELIVERY_TIMEOUT_MS }: { allowLocal: boolean; timeoutMs?: number },
): Promise<SendResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const failed = (error: unknown): SendResult => ({
    status_code: null,
    duration_ms: elapsed(),
    succeeded: false,
    error: failureText(error),
    response_excerpt: '',
  });
  let url: URL;
  try {
    // checked again at each try: the rules may have tightened since the endpoint was added
    url = new URL(checkEndpointUrl(target, { allowLocal }));
  } catch (error) {
    return { ...failed(error), error: (error as Error).message };
  }
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<SendResult>((resolve) => {
    const request = send(
      url,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'user-agent': USER_AGENT,
          [WEBHOOK_SIGNATURE_HEADER.toLowerCase()]: signature,
        },
        ...(allowLocal ? {} : { lookup: publicOnlyLookup }),
      },
      (response) => {
        void readExcerpt(response).then((excerpt) => {
          clearTimeout(timer);
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
    const timer = setTimeout(
      () => request.destroy(Object.assign(new Error('timeout'), { code: 'ETIMEDOUT' })),
      timeoutMs,
    );
    request.on('error', (error) => {
      clearTimeout(timer);
      resolve(failed(error));
    });
    request.end(body);
  });
}
