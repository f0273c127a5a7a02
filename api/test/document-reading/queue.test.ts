import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Types } from 'mongoose';
import { documentReadingModel } from '../../src/models/document-reading';
import { readingFailure, type Outcome } from '../../src/services/document-reading/failure';
import type { ReadingPool } from '../../src/services/document-reading/pool';
import {
  createReadingQueue,
  READING_MAX_ATTEMPTS,
  type ApplyReading,
  type ReadingQueue,
} from '../../src/services/document-reading/queue';
import type { DocumentReading } from '../../src/services/document-reading/types';
import { localStorage } from '../../src/services/storage/local-storage';
import type { FileStorage } from '../../src/services/storage/file-storage';
import { createTestApp } from '../helpers/test-app';

const READ: DocumentReading = {
  doctype: 10,
  dateISO: '2026-10-01',
  label: 'Appel de fonds',
  confidence: 0.98,
  dateConfidence: 0.97,
  figuresGuess: [],
};

/**
 * A reader that records which file it was given and answers when the test says so: what is
 * under test here is the order of the queue, not the reading (hostile-uploads.test.ts).
 */
function recordingPool() {
  const read: string[] = [];
  const shared: boolean[] = [];
  const waiting: Array<{ name: string; resolve: () => void }> = [];
  let hold = false;
  const pool: ReadingPool = {
    async read(bytes) {
      const name = bytes.toString();
      read.push(name);
      shared.push(bytes.buffer instanceof SharedArrayBuffer);
      if (hold) await new Promise<void>((resolve) => waiting.push({ name, resolve }));
      return { ok: true, value: READ } satisfies Outcome<DocumentReading>;
    },
    prepareLogo: async () => ({ ok: false, refusal: 'non utilisé' }),
    close: async () => undefined,
  };
  const resolveWhere = (held: (name: string) => boolean) => {
    for (const entry of waiting.filter(({ name }) => held(name))) {
      waiting.splice(waiting.indexOf(entry), 1);
      entry.resolve();
    }
  };
  return {
    pool,
    read,
    shared,
    holdReadings: () => (hold = true),
    /** ends the reading of `name`; the others stay held, and so will the next ones */
    releaseOne: (name: string) => resolveWhere((held) => held === name),
    release: () => {
      hold = false;
      resolveWhere(() => true);
    },
  };
}

/** Until `done()` holds: the queue claims and reads on its own, after `start()` returns. */
async function until(done: () => boolean) {
  while (!done()) await new Promise((resolve) => setTimeout(resolve, 10));
}

describe('the reading queue', () => {
  let app: FastifyInstance;
  let storage: FileStorage;
  let folder: string;
  const queues: ReadingQueue[] = [];
  /** readers a test holds: let go before the queues stop, whatever the test's outcome */
  const held: Array<() => void> = [];
  const Readings = () => documentReadingModel(app.mongoose.connection);

  beforeAll(async () => {
    app = await createTestApp({ READING_POLL_MS: '0' });
    folder = await mkdtemp(path.join(tmpdir(), 'ped-queue-'));
    storage = localStorage(folder, 'https://api.example.fr');
  });
  afterEach(async () => {
    held.splice(0).forEach((release) => release());
    await Promise.all(queues.splice(0).map((queue) => queue.stop()));
    await Readings().deleteMany({});
  });
  afterAll(async () => {
    await app.close();
    await rm(folder, { recursive: true, force: true });
  });

  function queue(pool: ReadingPool, apply: ApplyReading = async () => 'applied', concurrency = 1) {
    const created = createReadingQueue({
      connection: app.mongoose.connection,
      storage,
      pool,
      apply,
      log: app.log,
      concurrency,
      pollMs: 0,
    });
    queues.push(created);
    return created;
  }

  /** A stored file named `name` (its bytes are its name), its reading queued for `tenant`. */
  async function queued(
    readings: ReadingQueue,
    tenant: string,
    name: string,
    mimetype = 'application/pdf',
  ) {
    const { key } = await storage.put(`test/${name}`, Buffer.from(name), mimetype);
    return readings.enqueue({ key, mimetype }, tenant, { kind: 'register-upload' });
  }

  it('serves the organisation that waits before the one already served, whatever they sent', async () => {
    const { pool, read, holdReadings, release } = recordingPool();
    holdReadings();
    held.push(release);
    const readings = queue(pool);
    // a1 is claimed at once and read; the others wait for the one slot
    for (const name of ['a1', 'a2', 'a3']) await (await queued(readings, 'org:a', name)).start();
    await (await queued(readings, 'org:b', 'b1')).start();
    release();
    await readings.drain();
    expect(read).toEqual(['a1', 'b1', 'a2', 'a3']);
    expect(await Readings().countDocuments({ status: 'done' })).toBe(4);
  });

  it('gives an organisation whose scan holds the OCR thread its turn for a text reading', async () => {
    const { pool, read, holdReadings, releaseOne, release } = recordingPool();
    holdReadings();
    held.push(release);
    // one thread of each kind: org a's photo holds the OCR one, org c's PDF the text one
    const readings = queue(pool);
    await (await queued(readings, 'org:a', 'a-photo', 'image/png')).start();
    await (await queued(readings, 'org:c', 'c1')).start();
    await until(() => read.length === 2);
    await (await queued(readings, 'org:a', 'a1')).start();
    await (await queued(readings, 'org:b', 'b1')).start();
    releaseOne('c1');
    await until(() => read.length === 3);
    expect(read[2]).toBe('a1');
    release();
    await readings.drain();
    expect(read.slice(3)).toEqual(['b1']);
  });

  it('reads the next file while the last one’s result is still being copied onto its order', async () => {
    const { pool, read } = recordingPool();
    let endCopy!: () => void;
    const copying = new Promise<void>((resolve) => (endCopy = resolve));
    held.push(() => endCopy());
    // one text thread: a1's result is copied (the database's work) while b1 waits for it
    const readings = queue(pool, async (reading) => {
      if (reading.key.endsWith('a1')) await copying;
      return 'applied';
    });
    await (await queued(readings, 'org:a', 'a1')).start();
    await (await queued(readings, 'org:b', 'b1')).start();
    await until(() => read.length === 2);
    expect(read).toEqual(['a1', 'b1']);
    expect(await Readings().countDocuments({ status: 'done' })).toBe(2);
    endCopy();
    await readings.drain();
  });

  it('hands the reader the stored file in shared memory: a 20 MB file is not copied on the API’s thread', async () => {
    const { pool, read, shared } = recordingPool();
    const readings = queue(pool);
    await (await queued(readings, 'org:a', 'releve.pdf')).start();
    await readings.drain();
    expect(read).toEqual(['releve.pdf']);
    expect(shared).toEqual([true]);
  });

  it('counts what other instances are reading: a tenant busy elsewhere waits for the others', async () => {
    const busy = recordingPool();
    busy.holdReadings();
    held.push(busy.release);
    // the other instance reads a1 and is full (one at a time): a2 and b1 wait for this one
    const other = queue(busy.pool);
    await (await queued(other, 'org:a', 'a1')).start();
    const running = () => Readings().countDocuments({ status: 'running' });
    while ((await running()) === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    await (await queued(other, 'org:a', 'a2')).start();
    await (await queued(other, 'org:b', 'b1')).start();

    const { pool, read } = recordingPool();
    const here = queue(pool);
    await here.drain();
    expect(read).toEqual(['b1', 'a2']);
    busy.release();
    await other.drain();
    expect(busy.read).toEqual(['a1']);
  });

  it('does not read a file before what it fills is attached, and then reads it', async () => {
    const { pool, read } = recordingPool();
    const readings = queue(pool);
    const reading = await queued(readings, 'org:a', 'pas-encore');
    await readings.drain();
    expect(read).toEqual([]);
    await reading.start();
    await readings.drain();
    expect(read).toEqual(['pas-encore']);
  });

  it('puts back a reading whose upload is not attached yet, without counting a try', async () => {
    const { pool } = recordingPool();
    let answers = 0;
    const readings = queue(pool, async () => (answers++ === 0 ? 'not-yet' : 'applied'));
    const reading = await queued(readings, 'org:a', 'plus-tard');
    await reading.start();
    await readings.drain();
    expect(await Readings().findById(reading.id).lean()).toMatchObject({
      status: 'pending',
      attempts: 0,
    });
  });

  it('leaves a file it cannot get to an instance that can, and ends a reading whose instances died', async () => {
    const { pool, read } = recordingPool();
    const readings = queue(pool);
    // stored elsewhere (another instance's folder): not failed, left for later
    const missing = await readings.enqueue(
      { key: 'ailleurs/introuvable.pdf', mimetype: 'application/pdf' },
      'org:a',
      { kind: 'register-upload' },
    );
    await missing.start();
    await readings.drain();
    expect(read).toEqual([]);
    expect(await Readings().findById(missing.id).lean()).toMatchObject({
      status: 'pending',
      attempts: 1,
      failure: null,
    });

    // claimed by instances that died each time: after the last try it fails as interrupted
    const { key } = await storage.put(
      'test/orpheline',
      Buffer.from('orpheline'),
      'application/pdf',
    );
    const orphan = await Readings().create({
      key,
      mimetype: 'application/pdf',
      tenant: 'org:b',
      target: { kind: 'register-upload' },
      status: 'running',
      attempts: READING_MAX_ATTEMPTS,
      lockedBy: 'une-instance-morte',
      lockedUntil: new Date(Date.now() - 1000),
      runAfter: new Date(0),
    });
    await readings.drain();
    expect(await Readings().findById(orphan._id).lean()).toMatchObject({
      status: 'failed',
      failure: readingFailure('interrupted'),
      lockedBy: null,
    });
    expect(read).not.toContain('orpheline');
  });

  it('records a failed reading with its reason, and copies every end onto its target', async () => {
    const failing: ReadingPool = {
      read: async () => ({
        ok: false,
        failure: readingFailure('format', { mimetype: 'image/heic' }),
      }),
      prepareLogo: async () => ({ ok: false, refusal: 'non utilisé' }),
      close: async () => undefined,
    };
    const applied: string[] = [];
    const readings = queue(failing, async (reading) => {
      applied.push(`${reading.status}:${reading.failure?.code}`);
      return 'applied';
    });
    const reading = await queued(readings, `account:${new Types.ObjectId()}`, 'photo.heic');
    await reading.start();
    await readings.drain();
    expect(applied).toEqual(['failed:format']);
    expect(await Readings().findById(reading.id).lean()).toMatchObject({
      status: 'failed',
      guess: null,
      failure: {
        code: 'format',
        reason: expect.stringMatching(/^les photos HEIC ne sont pas lues automatiquement/),
      },
    });
  });
});
