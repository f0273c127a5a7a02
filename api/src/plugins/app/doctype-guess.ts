import fp from 'fastify-plugin';
import { guessDoctype, type DocumentReading } from '../../services/doctype-guess/guess';
import { createOcr } from '../../services/doctype-guess/ocr';

export interface DoctypeGuesser {
  /** the type and date guessed, and the figures read from the same text */
  guess(bytes: Buffer, mimetype: string): Promise<DocumentReading>;
}

declare module 'fastify' {
  interface FastifyInstance {
    doctypeGuesser: DoctypeGuesser;
  }
}

/** `app.doctypeGuesser`: the type, date and figures read from an uploaded document (one OCR worker per instance). */
export default fp(
  async (app) => {
    const ocr = createOcr();
    app.decorate('doctypeGuesser', {
      guess: (bytes: Buffer, mimetype: string) => guessDoctype(bytes, mimetype, ocr),
    });
    app.addHook('onClose', async () => ocr.close());
  },
  { name: 'doctype-guess' },
);
