import {
  createWorker,
  OEM,
  PSM,
  type RecognizeOptions,
  type Worker,
  type WorkerParams,
} from 'tesseract.js';
/** French trained data shipped by npm: nothing is downloaded at run time. */
import FRENCH from '@tesseract.js-data/fra';

/**
 * How a page is cut into lines: `block` reads the page as one block of text, which keeps
 * a table's rows whole (label and amount on one line); `auto` lets tesseract find the
 * blocks, which also keeps a line standing apart on a sparse page (a plan's title block)
 * that one block drops, but reads a table column by column.
 */
export type OcrLayout = 'block' | 'auto';

export interface Ocr {
  read(image: Buffer, layout?: OcrLayout): Promise<string>;
  close(): Promise<void>;
}

const SEGMENTATION: Record<OcrLayout, PSM> = { block: PSM.SINGLE_BLOCK, auto: PSM.AUTO };

/**
 * One tesseract worker, started on first use (it takes a few seconds) and reused; reads
 * are queued by the worker itself. The layout is passed with each read (tesseract.js
 * restores its parameters after the job), so reads queued together cannot swap layouts.
 */
export function createOcr(): Ocr {
  let worker: Promise<Worker> | null = null;
  const start = () =>
    createWorker(FRENCH.code, OEM.LSTM_ONLY, {
      langPath: FRENCH.langPath,
      gzip: FRENCH.gzip,
      cacheMethod: 'none',
    });
  return {
    async read(image, layout = 'block') {
      worker ??= start();
      const options: Partial<RecognizeOptions & WorkerParams> = {
        tessedit_pageseg_mode: SEGMENTATION[layout],
      };
      const { data } = await (await worker).recognize(image, options);
      return data.text;
    },
    async close() {
      if (worker) await (await worker).terminate();
      worker = null;
    },
  };
}
