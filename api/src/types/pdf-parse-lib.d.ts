/** pdf-parse's library entry: its index.js runs a debug self-test when imported directly. */
declare module 'pdf-parse/lib/pdf-parse.js' {
  import pdf from 'pdf-parse';
  export default pdf;
}
