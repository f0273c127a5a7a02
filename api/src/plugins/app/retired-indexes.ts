import fp from 'fastify-plugin';
import type { Connection } from 'mongoose';

/**
 * Indexes a model no longer declares. Mongoose builds the indexes a schema declares but
 * never drops one it stopped declaring, and an old unique index keeps refusing what the new
 * rule allows. Each entry says why it went; dropping is idempotent, so every instance may
 * run it at start-up.
 */
export const RETIRED_INDEXES: Array<{ collection: string; index: string; why: string }> = [
  {
    collection: 'orders',
    index: 'organisation_1_external_id_1',
    why: 'ADR 049: a file number is unique per organisation and per mode (test or live)',
  },
  {
    collection: 'idempotencykeys',
    index: 'organisation_1_key_1',
    why: 'ADR 065: an Idempotency-Key is unique per organisation and per mode (test or live)',
  },
];

/** MongoDB's answers when there is nothing to drop (by name: some servers omit the code). */
const NOTHING_TO_DROP =
  /^(?:NamespaceNotFound|IndexNotFound)$|^(?:ns does not exist|index not found)/;

const nothingToDrop = (error: unknown) => {
  const { codeName = '', message = '' } = error as { codeName?: string; message?: string };
  return NOTHING_TO_DROP.test(codeName) || NOTHING_TO_DROP.test(message);
};

export async function dropRetiredIndexes(connection: Connection): Promise<string[]> {
  const dropped: string[] = [];
  for (const { collection, index } of RETIRED_INDEXES) {
    try {
      await connection.collection(collection).dropIndex(index);
      dropped.push(`${collection}.${index}`);
    } catch (error) {
      if (!nothingToDrop(error)) throw error;
    }
  }
  return dropped;
}

export default fp(
  async (app) => {
    const dropped = await dropRetiredIndexes(app.mongoose.connection);
    if (dropped.length) app.log.warn({ dropped }, 'Index retirés supprimés');
  },
  { name: 'retired-indexes', dependencies: ['mongoose'] },
);
