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
export async function startEmbeddedMongo(dataDir: string): Promise<EmbeddedMongo> {
  const { MongoMemoryServer } = await import('mongodb-memory-server-core');
  const dbPath = path.resolve(dataDir, 'mongo');
  fs.mkdirSync(dbPath, { recursive: true });
  const server = await withoutLibraryLogs(() =>
    MongoMemoryServer.create({ instance: { dbPath, storageEngine: 'wiredTiger', port: 27027 } }),
  );
  return {
    uri: server.getUri('pre-etat-date'),
    stop: async () => {
      await server.stop({ doCleanup: false });
    },
  };
}

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
