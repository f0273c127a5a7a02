import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { RegisterDocument } from '../../models/register-document';
import { errorResponses } from '../../schemas/envelope';
import { documentFileName } from '../../plugins/app/documents';
import { planArchive } from '../../services/pre-etat-date/archive-entries';
import { zipArchive } from '../../services/pre-etat-date/zip-archive';
import { loadRegister } from '../../services/pre-etat-date/order-sources';
import { keyFromUrl } from '../../services/storage/keys';
import { findOrderForAdmin } from './order-access';
import { Binary } from './schemas';

const ArchiveBody = Type.Object(
  {
    orderid: Type.String({
      pattern: '^[A-Za-z0-9]{6}$',
      errorMessage: 'Numéro de commande invalide',
    }),
    account: Type.String({ format: 'email', errorMessage: 'Adresse e-mail invalide' }),
  },
  { additionalProperties: false },
);

/**
 * POST /order/archive (admins): a ZIP for the notary, streamed from storage, with the
 * pré-état daté (the delivered one, or rendered now when the order is not finished), the
 * register's documents and a manifest.
 */
const archive: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/order/archive',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['documents'],
        summary:
          'Archive ZIP de la commande : pré-état daté, documents de la copropriété, sommaire',
        body: ArchiveBody,
        response: { 200: Binary, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const order = await findOrderForAdmin(app, request.body.orderid, request.body.account);
      const { register, documents } = await loadRegister(
        app.mongoose.connection,
        order.registration_id,
      );
      const delivered =
        order.document?.key && (await app.storage.exists(order.document.key))
          ? order.document
          : null;
      const keyOf = (d: RegisterDocument) => d.key ?? keyFromUrl(app.config.PUBLIC_API_URL, d.url);
      const candidates = documents.map(keyOf).filter((key): key is string => Boolean(key));
      const present = await Promise.all(
        candidates.map(async (key) => ((await app.storage.exists(key)) ? key : null)),
      );

      const plan = planArchive({
        orderid: order.orderid,
        documentName: documentFileName(order.orderid),
        // no delivered document: the archive carries the preview, rendered below
        documentKey: delivered?.key ?? '',
        documentDate: delivered?.generated ?? order.updated,
        registrationId: order.registration_id ?? null,
        documents,
        keyOf,
        storedKeys: new Set(present.filter((key): key is string => key !== null)),
        now: new Date(),
      });

      const main = delivered
        ? await app.storage.get(delivered.key)
        : await app.documents.renderPreEtatDate(order, register, documents);
      const zip = await zipArchive(app.storage, plan, main, (error) =>
        request.log.error({ err: error }, 'archive'),
      );

      return reply
        .type('application/zip')
        .header('Cache-Control', 'private, no-store')
        .header('Content-Disposition', `attachment; filename="commande-${order.orderid}.zip"`)
        .send(zip);
    },
  );
};

export default archive;
