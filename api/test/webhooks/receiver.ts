import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The integrator's side, written apart from the API's signing code on purpose: it reads
 * `Ped-Signature: t=…,v1=…` and recomputes HMAC-SHA256(secret, t + "." + body) itself.
 */
export function verifySignature(
  header: string | undefined,
  body: string,
  secret: string,
  toleranceSeconds = 300,
): boolean {
  if (!header) return false;
  const pairs = header.split(',').map((part) => {
    const at = part.indexOf('=');
    return [part.slice(0, at), part.slice(at + 1)] as const;
  });
  const timestamp = pairs.find(([key]) => key === 't')?.[1];
  if (!timestamp || Math.abs(Date.now() / 1000 - Number(timestamp)) > toleranceSeconds)
    return false;
  const expected = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest();
  return pairs
    .filter(([key]) => key === 'v1')
    .some(([, hex]) => {
      const given = Buffer.from(hex, 'hex');
      return given.length === expected.length && timingSafeEqual(given, expected);
    });
}

/** What the tests read of an event's body. */
export interface ReceivedEvent {
  id: string;
  type: string;
  created: string;
  livemode: boolean;
  data: {
    order?: { orderid: string; state: string };
    invoice?: Record<string, unknown>;
    endpoint?: string;
  };
}

export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  json: ReceivedEvent;
  /** the v1 signatures of the header */
  signatures: number;
  /** which of the receiver's secrets the signature verifies with */
  validWith: string[];
  status: number;
}

/**
 * A local HTTP server standing for the integrator's endpoint: it records every request,
 * answers with the next status of its script (the last one repeats), and checks signatures.
 */
export async function startReceiver(statuses: number[] = [200]) {
  const received: Received[] = [];
  const secrets: string[] = [];
  const waiting: Array<(event: Received) => void> = [];
  let answered = 0;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const header = request.headers['ped-signature'] as string | undefined;
      const status = statuses[Math.min(answered, statuses.length - 1)]!;
      answered += 1;
      const event: Received = {
        headers: request.headers,
        body,
        json: JSON.parse(body) as ReceivedEvent,
        signatures: (header ?? '').split(',').filter((part) => part.startsWith('v1=')).length,
        validWith: secrets.filter((secret) => verifySignature(header, body, secret)),
        status,
      };
      received.push(event);
      for (const resolve of waiting.splice(0)) resolve(event);
      response.writeHead(status, { 'content-type': 'text/plain' });
      response.end(status < 300 ? 'reçu' : `erreur ${status} du receveur`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/webhooks/ped`,
    received,
    /** the secrets this receiver knows (the integrator pastes them in its configuration) */
    secrets,
    /** the first request received, or the next one when none has come yet */
    first: () =>
      received.length
        ? Promise.resolve(received[0]!)
        : new Promise<Received>((resolve) => waiting.push(resolve)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type Receiver = Awaited<ReturnType<typeof startReceiver>>;
