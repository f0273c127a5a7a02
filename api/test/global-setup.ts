import { provideTestDatabase } from './database/test-database';

/** Runs once before the API suites; the workers inherit MONGODB_URI. */
export default async function globalSetup() {
  const mongo = await provideTestDatabase(process.env);
  (globalThis as { pedTestDatabase?: typeof mongo }).pedTestDatabase = mongo;
}
