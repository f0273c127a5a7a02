import type { FastifyInstance, InjectOptions } from 'fastify';
import { createAccount, createOrganisation, createProfessional, tokenFor } from './accounts';

/** SPEC's roles, as the role-matrix tests walk them. */
export const ROLES = ['visitor', 'collaborateur', 'otherOwner', 'owner', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/**
 * Who is who: `owner` and `collaborateur` share an organisation, `otherOwner` owns another
 * one (both premium, so quotas never get in the way), `admin` is a platform administrator,
 * `customer` a plain customer nobody plays but routes may target.
 */
export interface RoleWorld {
  app: FastifyInstance;
  emails: Record<Exclude<Role, 'visitor'>, string> & { customer: string };
  ids: Record<Exclude<Role, 'visitor'>, string> & { customer: string };
  organisations: { owner: string; otherOwner: string };
  tokens: Record<Role, string | null>;
}

export async function createRoleWorld(app: FastifyInstance): Promise<RoleWorld> {
  const owner = await createProfessional(app, 'owner@roles.test', 'premium', 'Agence des rôles');
  const other = await createProfessional(app, 'other-owner@roles.test', 'premium', 'Autre agence');
  const collaborateur = await createAccount(app, {
    email: 'collaborateur@roles.test',
    role: 'member',
    organisation: owner.organisation._id,
  });
  const admin = await createAccount(app, { email: 'admin@roles.test', is_admin: true });
  const customer = await createAccount(app, { email: 'client@roles.test' });
  return {
    app,
    emails: {
      owner: 'owner@roles.test',
      otherOwner: 'other-owner@roles.test',
      collaborateur: 'collaborateur@roles.test',
      admin: 'admin@roles.test',
      customer: 'client@roles.test',
    },
    ids: {
      owner: String(owner.account._id),
      otherOwner: String(other.account._id),
      collaborateur: String(collaborateur._id),
      admin: String(admin._id),
      customer: String(customer._id),
    },
    organisations: {
      owner: String(owner.organisation._id),
      otherOwner: String(other.organisation._id),
    },
    tokens: {
      visitor: null,
      owner: owner.token,
      otherOwner: other.token,
      collaborateur: await tokenFor(app, String(collaborateur._id)),
      admin: await tokenFor(app, String(admin._id)),
    },
  };
}

/** The organisation a role acts in (the admin and the visitor act on the owner's). */
export const organisationOf = (world: RoleWorld, role: Role) =>
  role === 'otherOwner' ? world.organisations.otherOwner : world.organisations.owner;

/** A fresh member of the role's organisation, e.g. someone to remove. */
export async function freshMember(world: RoleWorld, role: Role, label: string): Promise<string> {
  const email = `${label}-${role}-${Date.now()}@roles.test`.toLowerCase();
  await createAccount(world.app, {
    email,
    role: 'member',
    organisation: organisationOf(world, role),
  });
  return email;
}

/** A fresh professional with its own organisation (for calls that need one, like linking). */
export async function freshOwner(world: RoleWorld, role: Role, label: string): Promise<string> {
  const email = `${label}-${role}-${Date.now()}@roles.test`.toLowerCase();
  const organisation = await createOrganisation(world.app, `Agence ${email}`);
  await createAccount(world.app, { email, role: 'owner', organisation: organisation._id });
  return email;
}

export const uniqueEmail = (role: Role, label: string) =>
  `${label}-${role}-${Date.now()}-${Math.round(Math.random() * 1e6)}@roles.test`.toLowerCase();

export interface RouteAccess {
  /** what the table row is called, e.g. 'POST /users/invit' */
  route: string;
  method: NonNullable<InjectOptions['method']>;
  url: string | ((world: RoleWorld, role: Role) => string);
  /** the request for that role (built per role, so each call has fresh data) */
  prepare?: (
    world: RoleWorld,
    role: Role,
  ) => Promise<{ body?: unknown; headers?: Record<string, string> }>;
  /** roles that get in; the others are refused with 401 or 403 */
  allowed: readonly Role[];
  /** the call ends the caller's access tokens (a password change): the table's are re-issued */
  revokesTokens?: boolean;
}

export const EVERYONE: readonly Role[] = ROLES;
export const SIGNED_IN: readonly Role[] = ['collaborateur', 'otherOwner', 'owner', 'admin'];
export const PROFESSIONALS: readonly Role[] = ['collaborateur', 'otherOwner', 'owner'];
export const OWNERS: readonly Role[] = ['otherOwner', 'owner'];
export const ADMIN_ONLY: readonly Role[] = ['admin'];

/** Calls the route as `role`; returns the status and the envelope. */
export async function callAs(world: RoleWorld, access: RouteAccess, role: Role) {
  const prepared = (await access.prepare?.(world, role)) ?? {};
  const token = world.tokens[role];
  const response = await world.app.inject({
    method: access.method,
    url: typeof access.url === 'function' ? access.url(world, role) : access.url,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...prepared.headers },
    ...(prepared.body !== undefined ? { payload: prepared.body as InjectOptions['payload'] } : {}),
  });
  if (access.revokesTokens && role !== 'visitor')
    world.tokens[role] = await tokenFor(world.app, world.ids[role]);
  return {
    status: response.statusCode,
    body: response.json() as { success: boolean; message: string },
  };
}

/** One row per route and role: the test title says who, where, and whether they get in. */
export function matrixRows(
  table: readonly RouteAccess[],
): Array<[string, Role, boolean, RouteAccess]> {
  return table.flatMap((access) =>
    ROLES.map(
      (role) =>
        [access.route, role, access.allowed.includes(role), access] as [
          string,
          Role,
          boolean,
          RouteAccess,
        ],
    ),
  );
}

/**
 * Asserts the outcome: an allowed role is neither refused (401/403) nor met with a server
 * error; a refused role gets 401 (no session) or 403, in the envelope, never a success.
 */
export async function expectAccess(
  world: RoleWorld,
  access: RouteAccess,
  role: Role,
  allowed: boolean,
) {
  const { status, body } = await callAs(world, access, role);
  const outcome = {
    role,
    status,
    message: body.message,
    refused: status === 401 || status === 403,
    serverError: status >= 500,
  };
  if (allowed) {
    expect(outcome).toMatchObject({ refused: false, serverError: false });
  } else {
    expect(outcome).toMatchObject({
      refused: true,
      status: role === 'visitor' ? outcome.status : 403,
    });
    expect(body.success).toBe(false);
  }
}
