/** Trained data packages of tesseract.js: where the files are and whether they are gzipped. */
declare module '@tesseract.js-data/fra' {
  const data: { code: string; gzip: boolean; langPath: string };
  export default data;
}
