import {
  type Block,
  createWorker,
  OEM,
  PSM,
  type RecognizeOptions,
  type Worker,
  type WorkerParams,
} from 'tesseract.js';
/** French trained data shipped by npm: nothing is downloaded at run time. */
import FRENCH from '@tesseract.js-data/fra';
import { imageSize } from 'image-size';
import { readingFailure, ReadingStopped } from '../failure';
import type { PageLayout } from '../types';
import { ocrPageLayout } from './ocr-layout';

/**
 * How a page is cut into lines: `block` reads the page as one block of text, which keeps
 * a table's rows whole (label and amount on one line); `auto` lets tesseract find the
 * blocks, which also keeps a line standing apart on a sparse page (a plan's title block)
 * that one block drops, but reads a table column by column.
 */
export type OcrLayout = 'block' | 'auto';

/** One page as OCR read it: its text, and its lines with their words' places. */
export interface OcrPage {
  text: string;
  layout: PageLayout | null;
}

export interface Ocr {
  /**
   * The text of one image. Past `ms` (the page's budget) the recognition is stopped and
   * ReadingStopped('time') thrown; an image tesseract cannot decode throws 'unreadable'.
   */
  read(image: Buffer, layout?: OcrLayout, ms?: number): Promise<OcrPage>;
  close(): Promise<void>;
}

const SEGMENTATION: Record<OcrLayout, PSM> = { block: PSM.SINGLE_BLOCK, auto: PSM.AUTO };

/** The page's lines with their words' places, when tesseract gave its blocks. */
function pageLayout(image: Buffer, blocks: Block[] | null): PageLayout | null {
  if (!blocks) return null;
  const { width, height } = imageSize(image);
  if (!width || !height) return null;
  const lines = blocks.flatMap((block) => block.paragraphs.flatMap((p) => p.lines));
  return ocrPageLayout(lines, width, height);
}

/**
 * One tesseract worker, started on first use (it takes a few seconds) and reused; reads
 * are queued by the worker itself. The layout is passed with each read (tesseract.js
 * restores its parameters after the job), so reads queued together cannot swap layouts.
 *
 * A failed job is answered through `errorHandler` and the rejected promise, never thrown
 * outside them (without the handler tesseract.js rethrows it and ends the process). After a
 * failure or a stopped read the worker is thrown away: an aborted WebAssembly instance
 * fails every later job, and terminating it is the only way to stop a recognition.
 */
export function createOcr(): Ocr {
  let worker: Promise<Worker> | null = null;
  const start = () =>
    createWorker(FRENCH.code, OEM.LSTM_ONLY, {
      langPath: FRENCH.langPath,
      gzip: FRENCH.gzip,
      cacheMethod: 'none',
      // the rejected job carries the error to read(); this only keeps it from being rethrown
      errorHandler: () => undefined,
    });
  const discard = async () => {
    const current = worker;
    worker = null;
    await current?.then((w) => w.terminate()).catch(() => undefined);
  };
  return {
    async read(image, layout = 'block', ms = Infinity) {
      const options: Partial<RecognizeOptions & WorkerParams> = {
        tessedit_pageseg_mode: SEGMENTATION[layout],
      };
      let timer: NodeJS.Timeout | undefined;
      try {
        // the engine's start (a second or two, once per thread) is not the page's time
        const engine = await (worker ??= start());
        const overtime = new Promise<never>((_, reject) => {
          if (Number.isFinite(ms))
            timer = setTimeout(() => reject(new ReadingStopped(readingFailure('time'))), ms);
        });
        const job = engine.recognize(image, options, { text: true, blocks: true });
        // a job that loses the race fails later, when its engine is thrown away: not an error
        job.catch(() => undefined);
        const { data } = await Promise.race([job, overtime]);
        return { text: data.text, layout: pageLayout(image, data.blocks) };
      } catch (error) {
        await discard();
        throw error instanceof ReadingStopped
          ? error
          : new ReadingStopped(readingFailure('unreadable'));
      } finally {
        clearTimeout(timer);
      }
    },
    close: discard,
  };
}
