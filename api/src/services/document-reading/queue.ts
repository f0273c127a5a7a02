import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Connection, Types } from 'mongoose';
import { documentReadingModel, type DocumentReadingRecord } from '../../models/document-reading';
import { gatherBytes, type FileStorage } from '../storage/file-storage';
import { READING_BUDGETS } from './budgets';
import { readingFailure, type Outcome } from './failure';
import type { ReadingPool } from './pool';
import type { DocumentReading } from './types';

/** What a reading's result is copied onto once it ends. */
export type ReadingTarget =
  { kind: 'order-upload'; orderid: string; upload: Types.ObjectId } | { kind: 'register-upload' };

/** Whose turn a reading takes: an organisation, a customer without one, or staff. */
export const tenantOf = (order: { organisation?: Types.ObjectId | null; account: string }) =>
  order.organisation ? `org:${String(order.organisation)}` : `account:${order.account}`;
export const STAFF_TENANT = 'staff';

export interface ReadingQueue {
  /**
   * Records the reading of a stored file. It is read once `start()` is called, when what it
   * fills exists (the order's upload); if the process dies before, any instance reads it
   * after ATTACH_WAIT_MS.
   */
  enqueue(
    file: { key: string; mimetype: string },
    tenant: string,
    target: ReadingTarget,
  ): Promise<{ id: string; start(): Promise<void> }>;
  /** Claims and runs readings until none is left to claim (tests, and an instance's poll). */
  drain(): Promise<void>;
  stop(): Promise<void>;
}

/** What becomes of a finished reading: copied onto its target, or back in the queue. */
export type ApplyReading = (reading: DocumentReadingRecord) => Promise<'applied' | 'not-yet'>;

export interface ReadingQueueOptions {
  connection: Connection;
  storage: FileStorage;
  pool: ReadingPool;
  apply: ApplyReading;
  log: FastifyBaseLogger;
  /** readings of each kind (text, OCR) run at once on this instance */
  concurrency: number;
  /** how often an idle instance looks for readings left by others; 0 = never */
  pollMs: number;
}

/**
 * A claimed reading is this instance's for that long: its text budget, then the OCR of a
 * scan, which may first wait for the scan ahead of it on its OCR thread, fit in it, so only
 * an instance that died leaves one running past it.
 */
export const READING_LOCK_MS = READING_BUDGETS.textMs + 2 * READING_BUDGETS.ocrMs + 30_000;
/** Tries of a reading whose instance died while running it; then it fails as interrupted. */
export const READING_MAX_ATTEMPTS = 2;
/**
 * Images are read by OCR, PDFs by their text layer first (OCR only for a scan): each kind
 * has its own slots, so that text readings of a few hundred milliseconds never wait behind
 * scans of several seconds.
 */
type ReadingKind = 'text' | 'ocr';
const KINDS: readonly ReadingKind[] = ['text', 'ocr'];
const kindOf = (mimetype: string): ReadingKind => (mimetype === 'application/pdf' ? 'text' : 'ocr');
const KIND_FILTER: Record<ReadingKind, Record<string, unknown>> = {
  text: { mimetype: 'application/pdf' },
  ocr: { mimetype: { $ne: 'application/pdf' } },
};

/** A reading not started by the request that queued it (its process died) waits that long. */
const ATTACH_WAIT_MS = 30_000;
/** A reading whose upload is still not attached waits that long before it is tried again. */
const NOT_YET_MS = 1_000;
/** A reading whose result could not be copied (the database failed) is read again after that. */
const APPLY_RETRY_MS = 5_000;
/** How far back « served least recently » looks: older turns are forgotten. */
const TURN_MEMORY_MS = 60 * 60 * 1000;

/**
 * The reading queue (ADR 064), in MongoDB so that an instance's death loses nothing and any
 * instance may read any file. Fair across tenants, each kind of reading on its own: the next
 * text (or OCR) reading is the oldest of the tenant with the fewest text (or OCR) readings
 * running (on any instance), then of the one served least recently, then of the one waiting
 * longest; one organisation's twenty scans therefore never hold another's single appel de
 * fonds, nor its own.
 */
export function createReadingQueue(options: ReadingQueueOptions): ReadingQueue {
  const { connection, storage, pool, apply, log, concurrency, pollMs } = options;
  const Reading = documentReadingModel(connection);
  const instance = randomUUID();
  /** the readings a reader thread works on, by kind of slot */
  const running: Record<ReadingKind, Set<Promise<void>>> = { text: new Set(), ocr: new Set() };
  /** every reading this instance claimed and has not finished saving and applying */
  const unfinished = new Set<Promise<void>>();
  let pumping: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  const claimable = (now: Date) => ({
    runAfter: { $lte: now },
    $or: [{ status: 'pending' }, { status: 'running', lockedUntil: { $lte: now } }],
  });
  const freeKinds = () => KINDS.filter((kind) => running[kind].size < concurrency);

  /**
   * The tenants waiting for a reading of `kind`, in the order they are served. Each kind's
   * threads are a resource of their own: a tenant whose scan holds an OCR thread still takes
   * its turn for a text reading.
   */
  async function tenantsInTurn(now: Date, kind: ReadingKind): Promise<string[]> {
    const waiting = await Reading.aggregate<{ _id: string; oldest: Date }>([
      { $match: { ...claimable(now), ...KIND_FILTER[kind] } },
      { $group: { _id: '$tenant', oldest: { $min: '$created' } } },
    ]);
    if (!waiting.length) return [];
    const tenants = waiting.map(({ _id }) => _id);
    const ofTenants = { tenant: { $in: tenants }, ...KIND_FILTER[kind] };
    const [busy, served] = await Promise.all([
      Reading.aggregate<{ _id: string; count: number }>([
        { $match: { status: 'running', lockedUntil: { $gt: now }, ...ofTenants } },
        { $group: { _id: '$tenant', count: { $sum: 1 } } },
      ]),
      Reading.aggregate<{ _id: string; last: Date }>([
        { $match: { started: { $gte: new Date(now.getTime() - TURN_MEMORY_MS) }, ...ofTenants } },
        { $group: { _id: '$tenant', last: { $max: '$started' } } },
      ]),
    ]);
    const runningOf = new Map(busy.map(({ _id, count }) => [_id, count]));
    const lastOf = new Map(served.map(({ _id, last }) => [_id, new Date(last).getTime()]));
    const oldestOf = new Map(waiting.map(({ _id, oldest }) => [_id, new Date(oldest).getTime()]));
    return tenants.sort(
      (a, b) =>
        (runningOf.get(a) ?? 0) - (runningOf.get(b) ?? 0) ||
        (lastOf.get(a) ?? -Infinity) - (lastOf.get(b) ?? -Infinity) ||
        oldestOf.get(a)! - oldestOf.get(b)!,
    );
  }

  /** The tenant's oldest claimable reading of `kind`, now this instance's; null if taken. */
  function claim(tenant: string, now: Date, kind: ReadingKind) {
    return Reading.findOneAndUpdate(
      { tenant, ...claimable(now), ...KIND_FILTER[kind] },
      {
        $set: {
          status: 'running',
          lockedBy: instance,
          lockedUntil: new Date(now.getTime() + READING_LOCK_MS),
          started: now,
        },
        $inc: { attempts: 1 },
      },
      { sort: { created: 1 }, new: true },
    ).lean();
  }

  /**
   * Fills each kind's free slots a round at a time: one reading for each tenant in turn,
   * then the turn is worked out again (who runs what has changed). False when nothing was
   * claimable.
   */
  async function claimRound(): Promise<boolean> {
    const now = new Date();
    let claimed = false;
    for (const kind of freeKinds()) {
      for (const tenant of await tenantsInTurn(now, kind)) {
        if (running[kind].size >= concurrency || stopped) break;
        const reading = await claim(tenant, now, kind);
        if (!reading) continue;
        start(reading);
        claimed = true;
      }
    }
    return claimed;
  }

  /**
   * The file's reading; null when this instance cannot get the file (another instance's
   * local folder, a storage outage): the reading is left for a later try, here or elsewhere.
   */
  async function outcomeOf(
    reading: DocumentReadingRecord,
    onScan: () => void,
  ): Promise<Outcome<DocumentReading> | null> {
    if (reading.attempts > READING_MAX_ATTEMPTS)
      return { ok: false, failure: readingFailure('interrupted') };
    const bytes = await sharedBytes(reading.key);
    return bytes && pool.read(bytes, reading.mimetype, reading.created, onScan);
  }

  /** The stored file, in memory its reader threads share: handing it over copies nothing. */
  async function sharedBytes(key: string): Promise<Buffer | null> {
    try {
      const info = await storage.head(key);
      return info && (await gatherBytes(await storage.get(key), info.size, { shared: true }));
    } catch {
      return null;
    }
  }

  async function run(
    reading: DocumentReadingRecord,
    threads: { onScan: () => void; onRead: () => void },
  ): Promise<void> {
    const outcome = await outcomeOf(reading, threads.onScan);
    threads.onRead();
    const owned = { _id: reading._id, lockedBy: instance };
    if (!outcome) {
      log.warn(
        { reading: String(reading._id), key: reading.key },
        'Fichier à lire introuvable ici',
      );
      await Reading.updateOne(owned, {
        $set: {
          status: 'pending',
          runAfter: new Date(Date.now() + APPLY_RETRY_MS),
          lockedBy: null,
          lockedUntil: null,
        },
      });
      return;
    }
    const finished = await Reading.findOneAndUpdate(
      owned,
      {
        $set: {
          status: outcome.ok ? 'done' : 'failed',
          guess: outcome.ok ? guessOf(outcome.value) : null,
          figures: outcome.ok ? outcome.value.figuresGuess : [],
          failure: outcome.ok ? null : outcome.failure,
          finished: new Date(),
          lockedBy: null,
          lockedUntil: null,
        },
      },
      { new: true },
    ).lean();
    if (!finished) return;
    const applied = await apply(finished).catch((error: unknown) => {
      log.error(
        { err: error, reading: String(reading._id) },
        'Lecture non reportée sur son document',
      );
      return 'failed' as const;
    });
    if (applied !== 'applied')
      await Reading.updateOne(
        { _id: reading._id, status: finished.status },
        {
          $set: {
            status: 'pending',
            runAfter: new Date(Date.now() + (applied === 'not-yet' ? NOT_YET_MS : APPLY_RETRY_MS)),
          },
          // waiting for its upload is no failed try
          ...(applied === 'not-yet' ? { $inc: { attempts: -1 } } : {}),
        },
      );
  }

  /**
   * Runs a claimed reading. It holds a slot of its kind while a reader thread works on it
   * (a PDF that turns out to be a scan moves to an OCR slot); saving and applying its result
   * is the database's work, so the next reading starts meanwhile.
   */
  function start(reading: DocumentReadingRecord) {
    const first = running[kindOf(reading.mimetype)];
    let slots: Set<Promise<void>> | null = first;
    const occupy = (next: Set<Promise<void>> | null) => {
      slots?.delete(task);
      slots = next;
      slots?.add(task);
      void pump();
    };
    const task: Promise<void> = run(reading, {
      onScan: () => occupy(running.ocr),
      onRead: () => occupy(null),
    })
      .catch((error: unknown) =>
        log.error({ err: error, reading: String(reading._id) }, 'Lecture de document en échec'),
      )
      .finally(() => {
        if (slots) occupy(null);
        unfinished.delete(task);
      });
    first.add(task);
    unfinished.add(task);
  }

  const everyRunning = () => [...unfinished];

  /** Fills this instance's free slots; one pass at a time, another asked for meanwhile follows. */
  function pump(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (pumping) {
      again = true;
      return pumping;
    }
    pumping = (async () => {
      do {
        again = false;
        while (freeKinds().length && !stopped && (await claimRound()));
      } while (again);
    })()
      .catch((error: unknown) =>
        log.error({ err: error }, 'File de lecture : réclamation en échec'),
      )
      .finally(() => {
        pumping = null;
      });
    return pumping;
  }

  const timer = pollMs > 0 ? setInterval(() => void pump(), pollMs) : null;
  timer?.unref();

  return {
    async enqueue(file, tenant, target) {
      const reading = await Reading.create({
        key: file.key,
        mimetype: file.mimetype,
        tenant,
        target,
        runAfter: new Date(Date.now() + ATTACH_WAIT_MS),
      });
      return {
        id: String(reading._id),
        start: async () => {
          await Reading.updateOne(
            { _id: reading._id, status: 'pending' },
            { $set: { runAfter: new Date() } },
          );
          void pump();
        },
      };
    },
    async drain() {
      for (;;) {
        await pump();
        if (!everyRunning().length) return;
        await Promise.all(everyRunning());
      }
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await pumping;
      await Promise.all(everyRunning());
    },
  };
}

/** What the reading guessed of the type and date; null when the text gave no clue of either. */
const guessOf = ({ figuresGuess: _figures, ...guess }: DocumentReading) =>
  guess.doctype === null && guess.dateISO === null ? null : guess;
