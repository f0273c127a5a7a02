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
  const server = await MongoMemoryServer.create({ instance: { dbPath, storageEngine: 'wiredTiger', port: 27027 } });
  return {
    uri: server.getUri('pre-etat-date'),
    stop: async () => {
      await server.stop({ doCleanup: false });
    },
  };
}
