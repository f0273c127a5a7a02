/** pdf.js's worker module, handed to pdf.js so that it parses in the reader thread (pdf-text.ts). */
declare module 'pdfjs-dist/legacy/build/pdf.worker.mjs' {
  export const WorkerMessageHandler: unknown;
}
