import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { registerModel } from '../../models/register';
import {
  registerDocumentModel,
  type RegisterDocument as RegisterDocumentRecord,
} from '../../models/register-document';
import { Envelope, errorResponses, ok } from '../../schemas/envelope';
import {
  DOCUMENT_LIST_SORTS,
  listParams,
  ListPageSchema,
  RegisterDocumentSchema,
} from '@ped/schemas';
import { notFound } from '../../lib/http-errors';
import { allOf, pagedList, type ListSpec } from '../../services/lists/paged-list';
import { searchFilter } from '../../services/lists/search';
import { serializeRegisterDocument } from '../../services/orders/serialize';
import { keyFromUrl } from '../../services/storage/keys';
import { DocumentBody, ObjectIdParam, RegistrationId } from './schemas';

const RegisterParams = Type.Object(
  { registrationId: RegistrationId },
  { additionalProperties: false },
);
const DocumentParams = Type.Object(
  { registrationId: RegistrationId, documentId: ObjectIdParam },
  { additionalProperties: false },
);
const DOCUMENT_NOT_FOUND = 'Document introuvable';
const ListQuery = Type.Object(
  { registration_id: Type.Optional(RegistrationId), ...listParams(DOCUMENT_LIST_SORTS) },
  { additionalProperties: false },
);
type DocumentSort = (typeof DOCUMENT_LIST_SORTS)[number];
const LIST: ListSpec<DocumentSort> = {
  sorts: {
    delivered: 'delivered',
    registration_id: 'registration_id',
    doctype: 'doctype',
    created: 'created',
  },
  defaultSort: { key: 'delivered', direction: 'desc' },
  projection: {
    registration_id: 1,
    doctype: 1,
    delivered: 1,
    comment: 1,
    url: 1,
    mimetype: 1,
    created: 1,
    updated: 1,
  },
};

/**
 * Register documents (docs/product.md §7.7, admin), listed a page at a time (ADR 050). The first id of the paths is the register's
 * registration number, the second the document's id (docs/decisions/014-register-documents.md).
 */
const documents: FastifyPluginAsyncTypebox = async (app) => {
  const Register = registerModel(app.mongoose.connection);
  const RegisterDocument = registerDocumentModel(app.mongoose.connection);
  const tags = ['ressources'];
  const fields = (body: {
    doctype: number;
    delivered: string;
    comment?: string | null;
    url: string;
    mimetype: string;
  }) => ({
    doctype: body.doctype,
    delivered: new Date(body.delivered),
    comment: body.comment?.trim() ?? '',
    url: body.url,
    mimetype: body.mimetype,
    key: keyFromUrl(app.config.PUBLIC_API_URL, body.url),
  });
  const touchRegister = (id: string) =>
    Register.updateOne({ _id: id }, { $set: { updated: new Date() } });

  app.get(
    '/resources/documents',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags,
        querystring: ListQuery,
        response: {
          200: Envelope(ListPageSchema(RegisterDocumentSchema)),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => {
      const { registration_id, ...params } = request.query;
      const filter = allOf(
        registration_id ? { registration_id: registration_id.toUpperCase() } : null,
        searchFilter(params.q, ['registration_id', 'comment', 'mimetype']),
      );
      const page = await pagedList<RegisterDocumentRecord, DocumentSort>(
        RegisterDocument,
        filter,
        params,
        LIST,
      );
      return ok(
        { ...page, items: page.items.map(serializeRegisterDocument) },
        `${page.total} document(s)`,
      );
    },
  );

  app.post(
    '/resources/documents/:registrationId',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags,
        params: RegisterParams,
        body: DocumentBody,
        response: { 200: Envelope(RegisterDocumentSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const registrationId = request.params.registrationId.toUpperCase();
      if (!(await Register.exists({ _id: registrationId })))
        throw notFound('Copropriété introuvable');
      const document = await RegisterDocument.create({
        registration_id: registrationId,
        ...fields(request.body),
      });
      await touchRegister(registrationId);
      return ok(serializeRegisterDocument(document.toObject()), 'Document ajouté');
    },
  );

  app.put(
    '/resources/documents/:registrationId/:documentId',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags,
        params: DocumentParams,
        body: DocumentBody,
        response: { 200: Envelope(RegisterDocumentSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const registrationId = request.params.registrationId.toUpperCase();
      const updated = await RegisterDocument.findOneAndUpdate(
        { _id: request.params.documentId, registration_id: registrationId },
        { $set: { ...fields(request.body), updated: new Date() } },
        { new: true },
      ).lean();
      if (!updated) throw notFound(DOCUMENT_NOT_FOUND);
      await touchRegister(registrationId);
      return ok(serializeRegisterDocument(updated), 'Document modifié');
    },
  );

  app.delete(
    '/resources/documents/:registrationId/:documentId',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags,
        params: DocumentParams,
        response: {
          200: Envelope(Type.Object({ id: Type.String() })),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const registrationId = request.params.registrationId.toUpperCase();
      const deleted = await RegisterDocument.findOneAndDelete({
        _id: request.params.documentId,
        registration_id: registrationId,
      }).lean();
      if (!deleted) throw notFound(DOCUMENT_NOT_FOUND);
      if (deleted.key) await app.storage.delete(deleted.key);
      await touchRegister(registrationId);
      return ok({ id: request.params.documentId }, 'Document supprimé');
    },
  );
};

export default documents;
