import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { DEFAULT_SORTS } from '@ped/domain';
import { listParams, ListPageSchema, SYNDIC_LIST_SORTS, type ListParams } from '@ped/schemas';
import { syndicModel, type Syndic } from '../../models/syndic';
import { Envelope, errorResponses, ok } from '../../schemas/envelope';
import { notFound } from '../../lib/http-errors';
import { pagedList, type ListSpec } from '../../services/lists/paged-list';
import { searchFilter } from '../../services/lists/search';
import { ObjectIdParam, SyndicBody, SyndicSchema } from './schemas';

const view = (syndic: Syndic) => ({
  id: String(syndic._id),
  name: syndic.name,
  extranet: syndic.extranet || null,
  logo: syndic.logo || null,
  created: syndic.created.toISOString(),
  updated: syndic.updated.toISOString(),
});

const clean = (body: { name: string; extranet?: string | null; logo?: string | null }) => ({
  name: body.name.trim(),
  extranet: body.extranet || null,
  logo: body.logo || null,
});

const Params = Type.Object({ id: ObjectIdParam }, { additionalProperties: false });
const ListQuery = Type.Object(listParams(SYNDIC_LIST_SORTS), { additionalProperties: false });
type SyndicSort = (typeof SYNDIC_LIST_SORTS)[number];
const LIST: ListSpec<SyndicSort> = {
  sorts: { name: 'name', extranet: 'extranet', logo: 'logo' },
  defaultSort: { key: DEFAULT_SORTS.syndics.field, direction: DEFAULT_SORTS.syndics.direction },
  projection: { name: 1, extranet: 1, logo: 1, created: 1, updated: 1 },
};
const SYNDIC_NOT_FOUND = 'Syndic introuvable';

/** Syndics CRUD (docs/product.md §7.7, admin), listed by name a page at a time (ADR 050). */
const syndics: FastifyPluginAsyncTypebox = async (app) => {
  const Syndic = syndicModel(app.mongoose.connection);
  const tags = ['ressources'];

  app.get(
    '/resources/syndics',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags,
        querystring: ListQuery,
        response: {
          200: Envelope(ListPageSchema(SyndicSchema)),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => {
      const params: ListParams<SyndicSort> = request.query;
      const filter = searchFilter(params.q, ['name', 'extranet']) ?? {};
      const page = await pagedList<Syndic, SyndicSort>(Syndic, filter, params, LIST);
      return ok({ ...page, items: page.items.map(view) }, `${page.total} syndic(s)`);
    },
  );

  app.post(
    '/resources/syndics',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags,
        body: SyndicBody,
        response: { 200: Envelope(SyndicSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) =>
      ok(view((await Syndic.create(clean(request.body))).toObject()), 'Syndic créé'),
  );

  app.put(
    '/resources/syndics/:id',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags,
        params: Params,
        body: SyndicBody,
        response: { 200: Envelope(SyndicSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const updated = await Syndic.findByIdAndUpdate(
        request.params.id,
        { $set: { ...clean(request.body), updated: new Date() } },
        { new: true },
      ).lean();
      if (!updated) throw notFound(SYNDIC_NOT_FOUND);
      return ok(view(updated), 'Syndic modifié');
    },
  );

  app.delete(
    '/resources/syndics/:id',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags,
        params: Params,
        response: {
          200: Envelope(Type.Object({ id: Type.String() })),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const deleted = await Syndic.findByIdAndDelete(request.params.id).lean();
      if (!deleted) throw notFound(SYNDIC_NOT_FOUND);
      return ok({ id: request.params.id }, 'Syndic supprimé');
    },
  );
};

export default syndics;
