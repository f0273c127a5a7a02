import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Binary } from './schemas';

/** The free blank template (/pre-etat-date-gratuit): public, the same for everyone, cached. */
const blank: FastifyPluginAsyncTypebox = async (app) => {
  let rendered: Promise<Buffer> | null = null;
  app.get(
    '/documents/pre-etat-date-vierge.pdf',
    {
      schema: {
        tags: ['documents'],
        summary: 'Modèle vierge de pré-état daté',
        response: { 200: Binary },
      },
    },
    async (_request, reply) => {
      rendered ??= app.documents.renderBlank();
      const pdf = await rendered.catch((error: unknown) => {
        rendered = null;
        throw error;
      });
      return reply
        .type('application/pdf')
        .header('Cache-Control', 'public, max-age=86400')
        .header('Content-Disposition', 'inline; filename="pre-etat-date-vierge.pdf"')
        .send(pdf);
    },
  );
};

export default blank;
