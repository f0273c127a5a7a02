import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { DEFAULT_SORTS } from '@ped/domain';
import { orderModel } from '../../models/order';
import { registerModel } from '../../models/register';
import { registerDocumentModel } from '../../models/register-document';
import { Envelope, errorResponses, ok } from '../../schemas/envelope';
import {
  listParams,
  ListPageSchema,
  REGISTER_LIST_SORTS,
  RegisterListItemSchema,
  RegisterSchema,
} from '@ped/schemas';
import { conflict, notFound } from '../../lib/http-errors';
import { pagedList, type ListSpec } from '../../services/lists/paged-list';
import { searchFilter } from '../../services/lists/search';
import { serializeRegister, serializeRegisterDocument } from '../../services/orders/serialize';
import { RegistrationId } from './schemas';

const Body = Type.Object(
  {
    id: RegistrationId,
    name: Type.Optional(Type.String({ maxLength: 200 })),
    address: Type.Optional(Type.String({ maxLength: 300 })),
  },
  { additionalProperties: false },
);

type RegisterSort = (typeof REGISTER_LIST_SORTS)[number];
const ListQuery = Type.Object(listParams(REGISTER_LIST_SORTS), { additionalProperties: false });
const LIST: ListSpec<RegisterSort> = {
  sorts: { updated: 'updated', id: '_id', name: 'name', address: 'address' },
  defaultSort: {
    key: DEFAULT_SORTS.registers.field,
    direction: DEFAULT_SORTS.registers.direction,
  },
  projection: { name: 1, address: 1, created: 1, updated: 1 },
};

/**
 * Copropriété registers (docs/product.md §7.7, admin): list by last update a page at a time (ADR 050),
 * each with its documents (the row's chips), create, delete with its
 * documents, refused while orders are associated with it.
 */
const registers: FastifyPluginAsyncTypebox = async (app) => {
  const Register = registerModel(app.mongoose.connection);
  const RegisterDocument = registerDocumentModel(app.mongoose.connection);
  const Order = orderModel(app.mongoose.connection);
  const tags = ['ressources'];

  app.get(
    '/resources/registers',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags,
        querystring: ListQuery,
        response: {
          200: Envelope(ListPageSchema(RegisterListItemSchema)),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => {
      const filter = searchFilter(request.query.q, ['_id', 'name', 'address']) ?? {};
      const page = await pagedList(Register, filter, request.query, LIST);
      // one query for the page's documents, not one per row
      const documents = await RegisterDocument.find({
        registration_id: { $in: page.items.map((register) => register._id) },
      })
        .sort({ doctype: 1, delivered: -1 })
        .lean();
      const items = page.items.map((register) => ({
        ...serializeRegister(register),
        documents: documents
          .filter((document) => document.registration_id === register._id)
          .map(serializeRegisterDocument),
      }));
      return ok({ ...page, items }, `${page.total} copropriété(s)`);
    },
  );

  app.post(
    '/resources/registers',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags,
        body: Body,
        response: { 200: Envelope(RegisterSchema), ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) => {
      const id = request.body.id.toUpperCase();
      if (await Register.exists({ _id: id })) throw conflict(`La copropriété ${id} existe déjà`);
      const register = await Register.create({
        _id: id,
        name: request.body.name?.trim() ?? '',
        address: request.body.address?.trim() ?? '',
      });
      return ok(serializeRegister(register.toObject()), 'Copropriété créée');
    },
  );

  app.delete(
    '/resources/registers/:id',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags,
        params: Type.Object({ id: RegistrationId }, { additionalProperties: false }),
        response: {
          200: Envelope(Type.Object({ id: Type.String() })),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      const id = request.params.id.toUpperCase();
      if (!(await Register.exists({ _id: id }))) throw notFound('Copropriété introuvable');
      // refused rather than detaching the orders (docs/decisions/015-includes-documents.md)
      const orders = await Order.countDocuments({ registration_id: id });
      if (orders > 0)
        throw conflict(`Cette copropriété est associée à ${orders} commande(s)`, { orders });
      const register = await Register.findByIdAndDelete(id).lean();
      if (!register) throw notFound('Copropriété introuvable');
      const documents = await RegisterDocument.find({ registration_id: id }).lean();
      await RegisterDocument.deleteMany({ registration_id: id });
      await Promise.all(
        documents.filter((d) => d.key).map((d) => app.storage.delete(d.key as string)),
      );
      return ok({ id }, 'Copropriété supprimée avec ses documents');
    },
  );
};

export default registers;
