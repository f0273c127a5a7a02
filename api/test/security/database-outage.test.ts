import { createServer, connect, type Server, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../helpers/test-app';

/**
 * A TCP relay in front of the test database: closing it is MongoDB going away (every
 * connection cut, new ones refused), opening it again on the same port is MongoDB back.
 */
function databaseRelay(target: URL) {
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  let port = 0;
  const open = () =>
    new Promise<void>((resolve) => {
      if (server) return resolve();
      server = createServer((client) => {
        const upstream = connect(Number(target.port), target.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => socket.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as { port: number }).port;
        resolve();
      });
    });
  const close = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      const closing = server;
      server = null;
      if (closing) closing.close(() => resolve());
      else resolve();
    });
  return { open, close, uri: () => `mongodb://127.0.0.1:${port}/` };
}

const waitFor = async (check: () => Promise<boolean>, timeoutMs: number) => {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
};

/**
 * Issue 16, finding 7: with MongoDB gone, every request hung ~5 s then answered 500.
 * It answers 503 with Retry-After and a French message, and recovers by itself.
 */
describe('a lost database', () => {
  let app: FastifyInstance;
  const relay = databaseRelay(new URL(process.env.MONGODB_URI as string));
  const previous = process.env.MONGODB_URI;

  beforeAll(async () => {
    await relay.open();
    process.env.MONGODB_URI = relay.uri();
    app = await createTestApp();
  });
  afterAll(async () => {
    process.env.MONGODB_URI = previous;
    await relay.open();
    await app?.close().catch(() => undefined);
    await relay.close();
  });

  it('answers 503 + Retry-After in French while it is away, and serves again once it is back', async () => {
    const signIn = () =>
      app.inject({
        method: 'POST',
        url: '/account/auth',
        payload: { email: 'personne@outage.test', password: 'mot-de-passe' },
      });
    expect((await signIn()).statusCode).toBe(401);

    await relay.close();
    const away = await signIn();
    expect(away.statusCode).toBe(503);
    expect(away.headers['retry-after']).toBeDefined();
    expect(away.json()).toEqual({
      success: false,
      message: 'Service momentanément indisponible, réessayez dans quelques instants',
      payload: null,
    });
    // no request waits longer than one server selection (3 s), none answers 500
    const started = Date.now();
    expect((await signIn()).statusCode).toBe(503);
    expect(Date.now() - started).toBeLessThan(4500);

    await relay.open();
    expect(await waitFor(async () => (await signIn()).statusCode === 401, 30_000)).toBe(true);
  });
});
