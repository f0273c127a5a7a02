import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { normaliseEmail, PLAN_CODES, ROLE_LABELS } from '@ped/domain';
import { ACCOUNT_LIST_SORTS, listParams, ListPageSchema } from '@ped/schemas';
import { accountModel, type Account } from '../../models/account';
import { auditLogModel } from '../../models/audit-log';
import { organisationModel } from '../../models/organisation';
import { Envelope, errorResponses, ok } from '../../schemas/envelope';
import { forbidden, notFound } from '../../lib/http-errors';
import { allOf, pagedList, type ListSpec } from '../../services/lists/paged-list';
import { codesLabelled, literalPattern, searchFilter } from '../../services/lists/search';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

const AccountSchema = Type.Object({
  id: Type.String(),
  email: Type.String(),
  created: Type.String({ format: 'date-time' }),
  role: Nullable(Type.String()),
  validated: Type.Boolean(),
  is_admin: Type.Boolean(),
  billing_frequency: Type.String(),
  organisation: Nullable(
    Type.Object({
      id: Type.String(),
      name: Type.String(),
      subscription_plan: Type.Union(PLAN_CODES.map((p) => Type.Literal(p))),
      subscription_expires: Nullable(Type.String({ format: 'date-time' })),
      subscription_canceled: Type.Boolean(),
    }),
  ),
});

export const IMPERSONATE_ACTION = 'impersonate';

const ListQuery = Type.Object(listParams(ACCOUNT_LIST_SORTS), { additionalProperties: false });
type AccountSort = (typeof ACCOUNT_LIST_SORTS)[number];
const LIST: ListSpec<AccountSort> = {
  sorts: { created: 'created', email: 'email', role: 'role', validated: 'validated' },
  defaultSort: { key: 'created', direction: 'desc' },
  projection: {
    email: 1,
    created: 1,
    role: 1,
    validated: 1,
    is_admin: 1,
    billing_frequency: 1,
    organisation: 1,
  },
};
/** Organisations a search names: enough for any name typed, bounded whatever the query. */
const MAX_NAMED_ORGANISATIONS = 500;

/** Accounts (docs/product.md §7.7; admin, a page at a time: ADR 050) and 'Se Connecter': log in as an account, audited. */
const accounts: FastifyPluginAsyncTypebox = async (app) => {
  const Account = accountModel(app.mongoose.connection);
  const Organisation = organisationModel(app.mongoose.connection);
  const AuditLog = auditLogModel(app.mongoose.connection);

  app.get(
    '/resources/accounts',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['ressources'],
        querystring: ListQuery,
        response: {
          200: Envelope(ListPageSchema(AccountSchema)),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => {
      const { q } = request.query;
      // the organisation's name lives in its own collection: the ids of those it matches
      const named = q?.trim()
        ? await Organisation.find({ name: { $regex: literalPattern(q), $options: 'i' } })
            .select({ _id: 1 })
            .limit(MAX_NAMED_ORGANISATIONS)
            .lean()
        : [];
      const search = searchFilter(q, ['email'], { role: codesLabelled(q ?? '', ROLE_LABELS) });
      const filter = allOf(
        search && named.length
          ? { $or: [search, { organisation: { $in: named.map((o) => o._id) } }] }
          : search,
      );
      const page = await pagedList<Account, AccountSort>(Account, filter, request.query, LIST);
      const found = page.items;
      const organisations = await Organisation.find({
        _id: { $in: found.map((a) => a.organisation).filter(Boolean) },
      }).lean();
      const byId = new Map(organisations.map((o) => [String(o._id), o]));
      const payload = found.map((account) => {
        const organisation = account.organisation
          ? byId.get(String(account.organisation))
          : undefined;
        return {
          id: String(account._id),
          email: account.email,
          created: account.created.toISOString(),
          role: account.role ?? null,
          validated: account.validated,
          is_admin: account.is_admin,
          billing_frequency: account.billing_frequency,
          organisation: organisation
            ? {
                id: String(organisation._id),
                name: organisation.name,
                subscription_plan: organisation.subscription_plan,
                subscription_expires: organisation.subscription_expires?.toISOString() ?? null,
                subscription_canceled: organisation.subscription_canceled,
              }
            : null,
        };
      });
      return ok({ ...page, items: payload }, `${page.total} compte(s)`);
    },
  );

  app.post(
    '/resources/accounts/impersonate',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['ressources'],
        body: Type.Object(
          { email: Type.String({ format: 'email', maxLength: 254 }) },
          { additionalProperties: false },
        ),
        response: {
          200: Envelope(Type.Object({ access_token: Type.String(), session: Type.Unknown() })),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const admin = request.session!.account;
      const account = await Account.findOne({ email: normaliseEmail(request.body.email) }).lean();
      if (!account) throw notFound('Compte introuvable');
      // an admin's rights are never borrowed: staff act under their own name
      if (account.is_admin) throw forbidden('Impossible de se connecter en tant qu’administrateur');
      // The admin's refresh cookie is replaced, or the next refresh would silently bring
      // back the admin's own session in place of the customer's.
      await app.sessions.signOut(request, reply);
      const issued = await app.sessions.signIn(reply, String(account._id), {
        impersonatedBy: admin,
      });
      await AuditLog.create({
        actor: admin,
        action: IMPERSONATE_ACTION,
        target: account.email,
        ip: request.ip,
      });
      request.log.info({ admin, target: account.email }, 'Connexion en tant que client');
      return ok(issued, `Connecté en tant que ${account.email}`);
    },
  );
};

export default accounts;
