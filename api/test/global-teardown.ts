import type { EmbeddedMongo } from '../src/lib/embedded-mongo';

export default async function globalTeardown() {
  await (globalThis as { pedTestDatabase?: EmbeddedMongo | null }).pedTestDatabase?.stop();
}
