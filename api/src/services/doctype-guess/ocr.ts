import { createWorker, OEM, type Worker } from 'tesseract.js';
/** French trained data shipped by npm: nothing is downloaded at run time. */
import FRENCH from '@tesseract.js-data/fra';

export interface Ocr {
  read(image: Buffer): Promise<string>;
  close(): Promise<void>;
}

/**
 * One tesseract worker, started on first use (it takes a few seconds) and reused; reads
 * are queued by the worker itself.
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
    async read(image) {
      worker ??= start();
      const { data } = await (await worker).recognize(image);
      return data.text;
    },
    async close() {
      if (worker) await (await worker).terminate();
      worker = null;
    },
  };
}
