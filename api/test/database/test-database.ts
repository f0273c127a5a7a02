import {
  embeddedMongoUnavailable,
  startEphemeralMongo,
  type EmbeddedMongo,
} from '../../src/lib/embedded-mongo';

/**
 * The database the integration suites run on: MONGODB_URI when the machine has one (CI sets
 * it here), otherwise a throwaway mongod for this run, as `pnpm start` embeds one. Where no
 * mongod can be had (no download allowed), the run stops with the line `pnpm start` prints.
 */
export async function provideTestDatabase(
  env: NodeJS.ProcessEnv,
  start: () => Promise<EmbeddedMongo> = startEphemeralMongo,
): Promise<EmbeddedMongo | null> {
  if (env.MONGODB_URI) return null;
  try {
    const mongo = await start();
    env.MONGODB_URI = mongo.uri;
    return mongo;
  } catch (error) {
    const line = embeddedMongoUnavailable(error);
    // jest prints a global setup's stack: this one is the line alone
    throw Object.assign(new Error(line), { stack: line });
  }
}
