import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { Envelope, ErrorEnvelope, errorResponses, ok } from '../../schemas/envelope';
import { badRequest, notFound } from '../../lib/http-errors';
import { orderModel } from '../../models/order';
import { orderArchive } from '../../services/pre-etat-date/order-archive';
import { receiveUpload } from '../../services/uploads/receive-upload';
import { pendingUpload, queueUploadReading } from '../../services/orders/order-uploads';
import { serializeReading, type UploadRecord } from '../../services/orders/serialize';
import { openShare } from '../../services/notary-space/shares';
import { spaceView } from '../../services/notary-space/space-view';
import { latestVersion } from '../../services/pre-etat-date/versions';
import { truncateIp } from '../../services/notary-space/truncate-ip';
import { answerShare } from '../../services/notary-space/answers';
import { Binary, DocumentVersionNumber } from '../documents/schemas';
import {
  deliveredDocument,
  DOCUMENT_NOT_READY,
  VERSION_NOT_FOUND,
} from '../../services/pre-etat-date/delivered-document';
import { recordSigning } from '../../services/notary-space/signing';
import {
  AnswerBody,
  AttachedFileParams,
  AttachedFileSchema,
  NO_INDEX,
  SigningBody,
  SpaceViewSchema,
  TokenParams,
} from './schemas';

/** A token is tried by whoever holds the address: limited per IP like visitors' lookups. */
const tokenRateLimit = { rateLimit: { max: 60, timeWindow: '1 minute' } };
const gone = { 410: ErrorEnvelope };

export const CORRECTION_NEEDS_REASON = 'Indiquez ce qui doit être corrigé.';

const attachedFile = (upload: UploadRecord & { _id?: unknown }) => ({
  upload_id: String(upload._id),
  name: upload.name ?? '',
  reading: serializeReading(upload.reading),
});

/**
 * The secure space of a shared order (docs/decisions/043-notary-space.md): the token in the
 * address is the only credential. Unknown: 404; revoked or expired: 410, in French.
 */
const space: FastifyPluginAsyncTypebox = async (app) => {
  // every answer, refusals included: a 410 is cacheable by default, and a notary whose link
  // the seller extended kept seeing « lien expiré » from the browser's cache
  app.addHook('onSend', async (_request, reply) => {
    reply.headers(NO_INDEX);
  });

  app.get(
    '/espace-notaire/:token',
    {
      config: tokenRateLimit,
      schema: {
        tags: ['espace notaire'],
        summary: 'L’espace sécurisé d’une commande partagée ; chaque ouverture est enregistrée',
        params: TokenParams,
        response: { 200: Envelope(SpaceViewSchema), ...errorResponses(400, 404, 429), ...gone },
      },
    },
    async (request) => {
      const { share, order } = await openShare(app, request.params.token);
      share.openings.push({
        at: new Date(),
        version: await latestVersion(app.mongoose.connection, order),
        ip: truncateIp(request.ip),
      });
      await share.save();
      return ok(await spaceView(app, order, share));
    },
  );

  app.get(
    '/espace-notaire/:token/document',
    {
      config: tokenRateLimit,
      schema: {
        tags: ['espace notaire'],
        summary: 'Le pré-état daté en vigueur (PDF), à afficher ou à télécharger',
        params: TokenParams,
        querystring: Type.Object(
          {
            download: Type.Optional(Type.Boolean()),
            /** a delivered version (1, 2…), as the space's history lists them; absent = the one in force */
            version: Type.Optional(DocumentVersionNumber),
          },
          { additionalProperties: false },
        ),
        response: { 200: Binary, ...errorResponses(400, 404, 429), ...gone },
      },
    },
    async (request, reply) => {
      const { order } = await openShare(app, request.params.token);
      const found = await deliveredDocument(app, order, request.query.version);
      if (found.status === 'unknown-version') throw notFound(VERSION_NOT_FOUND);
      if (found.status === 'not-delivered') throw notFound(DOCUMENT_NOT_READY);
      const disposition = request.query.download ? 'attachment' : 'inline';
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `${disposition}; filename="${found.name}"`)
        .send(found.pdf);
    },
  );

  app.get(
    '/espace-notaire/:token/archive',
    {
      config: tokenRateLimit,
      schema: {
        tags: ['espace notaire'],
        summary: 'Le pré-état daté et ses annexes en une archive ZIP',
        params: TokenParams,
        response: { 200: Binary, ...errorResponses(400, 404, 429), ...gone },
      },
    },
    async (request, reply) => {
      const { order } = await openShare(app, request.params.token);
      if (!order.document) throw notFound(DOCUMENT_NOT_READY);
      const zip = await orderArchive(app, order, (error) =>
        request.log.error({ err: error }, 'archive espace notaire'),
      );
      return reply
        .type('application/zip')
        .header('Content-Disposition', `attachment; filename="commande-${order.orderid}.zip"`)
        .send(zip);
    },
  );

  app.post(
    '/espace-notaire/:token/file',
    {
      config: tokenRateLimit,
      schema: {
        tags: ['espace notaire'],
        summary:
          'Un fichier joint à une demande de correction (PDF ou image) ; sa lecture suit, voir GET …/file/:uploadId',
        consumes: ['multipart/form-data'],
        params: TokenParams,
        response: {
          200: Envelope(AttachedFileSchema),
          ...errorResponses(400, 404, 413, 415, 429),
          ...gone,
        },
      },
    },
    async (request) => {
      const { share, order } = await openShare(app, request.params.token);
      const received = await receiveUpload(app, request, `orders/${order.orderid}`);
      const reading = await queueUploadReading(app, order, received);
      const updated = await orderModel(app.mongoose.connection).findOneAndUpdate(
        { orderid: order.orderid },
        {
          $push: {
            uploads: {
              ...pendingUpload(reading.uploadId, received),
              comment: `Joint par ${share.name || share.email} à une demande de correction`,
            },
          },
        },
        { new: true },
      );
      const upload = updated?.uploads.at(-1);
      if (!upload) throw notFound(DOCUMENT_NOT_READY);
      await reading.start();
      return ok(attachedFile(upload), 'Fichier joint');
    },
  );

  app.get(
    '/espace-notaire/:token/file/:uploadId',
    {
      config: tokenRateLimit,
      schema: {
        tags: ['espace notaire'],
        summary: 'Un fichier joint par le notaire et où en est sa lecture automatique',
        params: AttachedFileParams,
        response: { 200: Envelope(AttachedFileSchema), ...errorResponses(400, 404, 429), ...gone },
      },
    },
    async (request) => {
      const { order } = await openShare(app, request.params.token);
      const upload = order.uploads.find((u) => String(u._id) === request.params.uploadId);
      if (!upload) throw notFound('Fichier introuvable');
      return ok(attachedFile(upload), 'Fichier joint');
    },
  );

  app.post(
    '/espace-notaire/:token/signing',
    {
      config: tokenRateLimit,
      schema: {
        tags: ['espace notaire'],
        summary:
          'Le notaire fixe la date de signature et la règle de répartition des appels (sans nouvelle version)',
        params: TokenParams,
        body: SigningBody,
        response: {
          200: Envelope(SpaceViewSchema),
          ...errorResponses(400, 403, 404, 429),
          ...gone,
        },
      },
    },
    async (request) => {
      const { share, order } = await openShare(app, request.params.token);
      await recordSigning(app, share, order, {
        day: request.body.signing_day,
        rule: request.body.rule,
      });
      // the link now ends on the deed day: read it again with its new expiry
      const reopened = await openShare(app, request.params.token);
      return ok(
        await spaceView(app, reopened.order, reopened.share),
        'Date de signature enregistrée : les liens de la vente valent jusqu’à ce jour inclus.',
      );
    },
  );

  app.post(
    '/espace-notaire/:token/answer',
    {
      config: tokenRateLimit,
      schema: {
        tags: ['espace notaire'],
        summary:
          '« Document conforme » ou « Demander une correction » (motif, fichier joint facultatif)',
        params: TokenParams,
        body: AnswerBody,
        response: {
          200: Envelope(SpaceViewSchema),
          ...errorResponses(400, 404, 409, 429),
          ...gone,
        },
      },
    },
    async (request) => {
      const { share, order } = await openShare(app, request.params.token);
      const reason = request.body.reason?.trim() ?? '';
      if (request.body.kind === 'correction' && !reason) throw badRequest(CORRECTION_NEEDS_REASON);
      const updated = await answerShare(app, share, order, {
        kind: request.body.kind,
        reason,
        upload_id: request.body.upload_id ?? null,
      });
      return ok(
        await spaceView(app, updated, share),
        request.body.kind === 'conform'
          ? 'Merci : le vendeur est informé que le document est conforme.'
          : 'Votre demande de correction est transmise : la version corrigée vous sera envoyée.',
      );
    },
  );
};

export default space;
