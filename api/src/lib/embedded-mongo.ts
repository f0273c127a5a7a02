import fs from 'node:fs';
import path from 'node:path';

export interface EmbeddedMongo {
  uri: string;
  stop(): Promise<void>;
}

/**
 * Starts mongod through mongodb-memory-server with a persistent data folder (the first
 * start downloads the mongod binary into the user's cache).
 */
export async function startEmbeddedMongo(dataDir: string, port: number): Promise<EmbeddedMongo> {
  const { MongoMemoryServer } = await import('mongodb-memory-server-core');
  const dbPath = path.resolve(dataDir, 'mongo');
  fs.mkdirSync(dbPath, { recursive: true });
  const server = await withoutLibraryLogs(() =>
    MongoMemoryServer.create({ instance: { dbPath, storageEngine: 'wiredTiger', port } }),
  );
  return {
    uri: server.getUri('pre-etat-date'),
    stop: async () => {
      await server.stop({ doCleanup: false });
    },
  };
}

/**
 * A throwaway mongod on a free port with its data in a temporary folder: the tests' database
 * on a machine where MONGODB_URI is not set (api/test/global-setup.ts).
 */
export async function startEphemeralMongo(): Promise<EmbeddedMongo> {
  const { MongoMemoryServer } = await import('mongodb-memory-server-core');
  const server = await withoutLibraryLogs(() => MongoMemoryServer.create());
  return {
    uri: server.getUri(),
    stop: async () => {
      await server.stop({ doCleanup: true });
    },
  };
}

/** What the API and the tests say, in one line, when no embedded mongod can start here. */
export const embeddedMongoUnavailable = (error: unknown) =>
  `Base de données indisponible : définissez MONGODB_URI (ex. mongodb://127.0.0.1:27017/pre-etat-date) / database unavailable: set MONGODB_URI. (${oneLine(error)})`;

/** The cause of a failure as one short line (the API's start-up message stays one line). */
export const oneLine = (error: unknown) =>
  (error instanceof Error ? error.message : String(error))
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 240);

/**
 * mongodb-memory-server prints its own stack traces on failure; the API reports the
 * failure itself in one line (server.ts), so the library's console output is held back.
 */
async function withoutLibraryLogs<T>(start: () => Promise<T>): Promise<T> {
  const { warn, error } = console;
  console.warn = () => undefined;
  console.error = () => undefined;
  try {
    return await start();
  } finally {
    console.warn = warn;
    console.error = error;
  }
}
