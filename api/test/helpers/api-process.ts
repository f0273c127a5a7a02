import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

/** A port nobody listens on right now. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface ApiProcess {
  url: string;
  pid: number;
  /** the settings it was started with (its database, its secrets) */
  env: Record<string, string>;
  /** true while the process has not exited */
  alive(): boolean;
  /** resolves when the process has exited, with its signal if one ended it */
  exited: Promise<NodeJS.Signals | null>;
  /** what it wrote on stderr, for a failure's message */
  stderr(): string;
  stop(): Promise<void>;
}

/**
 * The API as production runs it, in a process of its own (`node --import tsx src/server.ts`),
 * on a database of its own: what must survive a user's file is the process, so the tests
 * that prove it cannot run the API inside jest's. `apiDir` is the api package's folder.
 */
export async function startApiProcess(
  apiDir: string,
  overrides: Record<string, string> = {},
): Promise<ApiProcess> {
  const base = new URL(process.env.MONGODB_URI as string);
  base.pathname = `/ped_process_${randomUUID().slice(0, 8)}`;
  const port = await freePort();
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: String(port),
    MONGODB_URI: base.toString(),
    DATA_DIR: path.join('/tmp', `ped-process-${randomUUID().slice(0, 8)}`),
    SCHEDULER_ENABLED: 'false',
    STRIPE_SANDBOX_PORT: '0',
    ...overrides,
  };
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdout?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  let exited = false;
  const exit = new Promise<NodeJS.Signals | null>((resolve) =>
    child.once('exit', (_code, signal) => {
      exited = true;
      resolve(signal);
    }),
  );
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries += 1) {
    if (exited) throw new Error(`L’API s’est arrêtée au démarrage :\n${stderr}`);
    const ready = await fetch(`${url}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (tries > 300) throw new Error(`L’API ne répond pas :\n${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    pid: child.pid!,
    env,
    alive: () => !exited,
    exited: exit,
    stderr: () => stderr,
    stop: async () => {
      if (exited) return;
      child.kill('SIGTERM');
      await exit;
    },
  };
}

/**
 * What another instance of `app` needs to be the same service: its database, files, SMTP
 * server and secrets (a session or a stored password opened by one works on the other).
 */
export const sameServiceAs = (app: FastifyInstance, smtpUrl: string): Record<string, string> => ({
  MONGODB_URI: app.config.MONGODB_URI!,
  DATA_DIR: app.config.DATA_DIR,
  SMTP_URL: smtpUrl,
  JWT_SECRET: app.config.JWT_SECRET,
  ENCRYPTION_KEY: app.config.ENCRYPTION_KEY,
});
