import fp from 'fastify-plugin';
import { guessDoctype, type DoctypeGuessResult } from '../../services/doctype-guess/guess';
import { createOcr } from '../../services/doctype-guess/ocr';

export interface DoctypeGuesser {
  guess(bytes: Buffer, mimetype: string): Promise<DoctypeGuessResult>;
}

declare module 'fastify' {
  interface FastifyInstance {
    doctypeGuesser: DoctypeGuesser;
  }
}

/** `app.doctypeGuesser`: the type and date suggested for an uploaded document (one OCR worker per instance). */
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
