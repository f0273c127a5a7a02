import fp from 'fastify-plugin';
import { applyReading } from '../../services/document-reading/apply';
import { createReadingPool, type ReadingPool } from '../../services/document-reading/pool';
import { createReadingQueue, type ReadingQueue } from '../../services/document-reading/queue';

export interface Readings extends Pick<ReadingQueue, 'enqueue' | 'drain'> {
  prepareLogo: ReadingPool['prepareLogo'];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The reading of users' files, away from requests (ADR 064). */
    readings: Readings;
  }
}

/**
 * `app.readings`: the queue uploads are read from after they are stored, and the reader
 * threads that read them and check logos. Closing the API lets running readings end (each
 * is bounded by its budgets) and leaves the others to the next start or another instance.
 */
export default fp(
  async (app) => {
    const pool = createReadingPool({
      threads: app.config.READING_THREADS,
      ocrPageMs: app.config.READING_OCR_PAGE_MS,
    });
    const queue = createReadingQueue({
      connection: app.mongoose.connection,
      storage: app.storage,
      pool,
      apply: applyReading(app),
      log: app.log,
      concurrency: app.config.READING_THREADS,
      pollMs: app.config.READING_POLL_MS,
    });
    app.decorate('readings', {
      enqueue: queue.enqueue,
      drain: queue.drain,
      prepareLogo: pool.prepareLogo,
    });
    app.addHook('preClose', async () => {
      await queue.stop();
      await pool.close();
    });
  },
  { name: 'document-reading', dependencies: ['config', 'mongoose', 'storage'] },
);
