// The reader threads' entry (pool.ts): the API runs its TypeScript through tsx, and a worker
// thread starts without the main thread's loader, so it registers tsx before loading the tasks.
// pdf.js is loaded first, by Node alone: through tsx's loader (source maps on) its 3 MB of
// JavaScript took 10 s and 300 MB to load in each new thread, 1 s and 100 MB without.
import 'pdfjs-dist/legacy/build/pdf.mjs';
import 'pdfjs-dist/legacy/build/pdf.worker.mjs';
import { register } from 'tsx/esm/api';

register();
const tasks = await import('./tasks.ts');

export const { readText, readScanned, prepareLogo } = tasks;
