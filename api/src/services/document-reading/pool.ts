import { fileURLToPath } from 'node:url';
import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { READING_BUDGETS, LOGO_BUDGETS } from './budgets';
import { failed, readingFailure, type Outcome, type ReadingFailure } from './failure';
import type { LogoImage } from './logo-image';
import type { DocumentReading } from './types';
import type { ReadInput, TextOutcome } from './worker/tasks';

/**
 * The reader threads (ADR 064): every parse, render, OCR and image decode of a user's file
 * runs here, never on the API's event loop. Two lanes of worker threads — text layers and
 * logos, OCR — each with a heap limit, a lower priority than the API's thread, and a wall
 * time per task after which its thread is terminated.
 */
export interface ReadingPool {
  /**
   * A stored document's type, date and figures, or the budget or defect that stopped them.
   * `onScan` is told when a PDF turns out to be a scan and goes on to OCR.
   */
  read(
    bytes: Buffer,
    mimetype: string,
    today: Date,
    onScan?: () => void,
  ): Promise<Outcome<DocumentReading>>;
  /** A downloaded logo checked, decoded once and prepared for printing. */
  prepareLogo(
    bytes: Buffer,
    mimetype: string,
  ): Promise<{ ok: true; logo: LogoImage } | { ok: false; refusal: string }>;
  close(): Promise<void>;
}

const ENTRY = fileURLToPath(new URL('./worker/entry.mjs', import.meta.url));
/**
 * Reader threads yield to the API's: on a busy machine requests are served first. Text layers
 * and OCR share one priority: OCR set lower would starve behind any busy process while its
 * budgets count wall time (ADR 106).
 */
const NICE = 10;
/** A terminated or idle thread is replaced on demand: the OCR one keeps its engine for long. */
const TEXT_IDLE_MS = 60_000;
const OCR_IDLE_MS = 10 * 60_000;
/** The OCR lane's own deadline is inside the thread (read-scan.ts); this one catches the rest. */
const OCR_TASK_MS = READING_BUDGETS.ocrMs + 5_000;
/** A new thread loads the readers before its first task: a task not started by then is stopped. */
const THREAD_START_MS = 30_000;

/** A thread that overran its budget or its heap, as a reading's failure. */
export function poolFailure(error: unknown): ReadingFailure {
  if ((error as { name?: string }).name === 'AbortError') return readingFailure('time');
  if ((error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY')
    return readingFailure('memory');
  return readingFailure('interrupted');
}

/**
 * The process's flags without tsx's loader: the entry registers it itself, after loading
 * pdf.js by Node alone (entry.mjs); inherited, it would load pdf.js through tsx first.
 */
export function threadFlags(flags: string[]): string[] {
  const kept: string[] = [];
  for (let i = 0; i < flags.length; i += 1) {
    const flag = flags[i]!;
    if (/^--(import|loader)=tsx$/.test(flag)) continue;
    if (/^--(import|loader)$/.test(flag) && flags[i + 1] === 'tsx') i += 1;
    else kept.push(flag);
  }
  return kept;
}

const lane = (threads: number, heapMb: number, idleTimeout: number) =>
  new Piscina({
    filename: ENTRY,
    execArgv: threadFlags(process.execArgv),
    minThreads: 0,
    maxThreads: threads,
    idleTimeout,
    niceIncrement: NICE,
    resourceLimits: { maxOldGenerationSizeMb: heapMb, maxYoungGenerationSizeMb: 16 },
  });

export function createReadingPool({
  threads,
  ocrPageMs,
}: {
  threads: number;
  /** OCR's time for one page (READING_OCR_PAGE_MS) */
  ocrPageMs?: number;
}): ReadingPool {
  const text = lane(threads, READING_BUDGETS.textHeapMb, TEXT_IDLE_MS);
  const ocr = lane(threads, READING_BUDGETS.ocrHeapMb, OCR_IDLE_MS);

  /**
   * Runs a task within `ms` from the moment it starts in its thread (tasks.ts `Started`);
   * past it, or if the thread never starts it, the thread is terminated and the task fails.
   */
  async function run<T>(pool: Piscina, name: string, input: object, ms: number): Promise<T> {
    const stop = new AbortController();
    const { port1, port2 } = new MessageChannel();
    let deadline = setTimeout(() => stop.abort(), THREAD_START_MS + ms);
    port1.once('message', () => {
      clearTimeout(deadline);
      deadline = setTimeout(() => stop.abort(), ms);
    });
    try {
      return (await pool.run(
        { ...input, started: port2 },
        { name, signal: stop.signal, transferList: [port2] },
      )) as T;
    } finally {
      clearTimeout(deadline);
      port1.close();
    }
  }

  const outcome = <T>(pending: Promise<Outcome<T>>): Promise<Outcome<T>> =>
    pending.catch((error: unknown) => failed(poolFailure(error)));

  return {
    async read(bytes, mimetype, today, onScan) {
      const input: ReadInput = { bytes, mimetype, today: today.toISOString(), ocrPageMs };
      const first = await outcome(
        run<TextOutcome>(text, 'readText', input, READING_BUDGETS.textMs),
      );
      if (!first.ok) return first;
      if ('reading' in first.value) return { ok: true, value: first.value.reading };
      onScan?.();
      return outcome(run<Outcome<DocumentReading>>(ocr, 'readScanned', input, OCR_TASK_MS));
    },
    async prepareLogo(bytes, mimetype) {
      try {
        const prepared = await run<Awaited<ReturnType<ReadingPool['prepareLogo']>>>(
          text,
          'prepareLogo',
          { bytes, mimetype },
          LOGO_BUDGETS.decodeMs,
        );
        // a Buffer crosses threads as a plain Uint8Array
        return prepared.ok
          ? { ok: true, logo: { ...prepared.logo, bytes: Buffer.from(prepared.logo.bytes) } }
          : prepared;
      } catch (error) {
        const failure = poolFailure(error);
        return {
          ok: false,
          refusal:
            failure.code === 'interrupted'
              ? 'Cette image ne peut pas être lue : enregistrez-la en PNG ou JPEG standard'
              : 'Cette image est trop lourde à préparer : réduisez-la',
        };
      }
    },
    async close() {
      await Promise.all([text.destroy(), ocr.destroy()]);
    },
  };
}
