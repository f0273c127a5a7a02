import { randomUUID } from 'node:crypto';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';

/**
 * The API as a bench measures it: on a database of its own under MONGODB_URI, logging at
 * the production default (warnings only), with `config` on top.
 */
export async function benchApp(name: string, config: Record<string, string> = {}) {
  const base = process.env.MONGODB_URI;
  if (!base) throw new Error('MONGODB_URI est requis (voir le README, « Tester »).');
  const database = new URL(base);
  database.pathname = `/ped_bench_${name}_${randomUUID().slice(0, 8)}`;
  return buildApp(
    loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      MONGODB_URI: database.toString(),
      DATA_DIR: `/tmp/ped-bench-${randomUUID().slice(0, 8)}`,
      ...config,
    }),
  );
}
