import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig, type AppConfig } from '../../src/config';

/**
 * An API on a real MongoDB connection (MONGODB_URI, or the run's own mongod that jest's
 * global setup started: api/test/database/test-database.ts), in a database of its own that
 * is dropped on close.
 */
export async function createTestApp(
  overrides: Record<string, string> = {},
): Promise<FastifyInstance> {
  const base = process.env.MONGODB_URI;
  if (!base)
    throw new Error(
      'MONGODB_URI est absent : lancez les tests par jest, dont la mise en place globale fournit la base (api/test/global-setup.ts).',
    );
  const url = new URL(base);
  url.pathname = `/ped_test_${randomUUID().slice(0, 8)}`;
  const config: AppConfig = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    MONGODB_URI: url.toString(),
    DATA_DIR: `/tmp/ped-test-${randomUUID().slice(0, 8)}`,
    ...overrides,
  });
  const app = await buildApp(config);
  app.addHook('preClose', async () => {
    await app.mongoose.connection.dropDatabase().catch(() => undefined);
  });
  await app.ready();
  return app;
}
