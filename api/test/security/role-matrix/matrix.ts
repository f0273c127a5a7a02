import type { InjectOptions } from 'fastify';
import { KEY_OUTSIDE_API } from '@ped/domain';
import { bearer, tokenFor } from '../../helpers/accounts';
import { ROLES, type Role, type RoleWorld } from '../../helpers/roles';
import { API_V1_PREFIX } from '../../../src/services/integrations/order-view';

/**
 * The six people of the matrix, and the organisation's software: a live, complete API key
 * the owner created (ADR 065). The key is its own role, not its creator's session.
 */
export const MATRIX_ROLES = [...ROLES, 'apiKey'] as const;
export type MatrixRole = (typeof MATRIX_ROLES)[number];

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** What a row's `prepare` makes for one call: the resource it needs, fresh for each role. */
interface PreparedCall {
  /** the address, when it names what prepare created (an order, a key, a share…) */
  url?: string;
  body?: unknown;
  headers?: Record<string, string>;
  /**
   * Strings that identify the owner's organisation's data in this call (order ids,
   * e-mails, names): the roles of `seenBy` find them in the answer, every other role never.
   */
  owned?: string[];
  /** undoes what prepare changed on the shared world for this call (a plan switched) */
  restore?: () => Promise<void>;
}

interface RouteCall {
  /** the OpenAPI operation, method and path as the document writes them: 'GET /order/{orderid}' */
  operation: `${Method} /${string}`;
  /**
   * A further case of an operation that already has its row (its plain case), e.g. an
   * admin-only query parameter: the coverage check counts it apart.
   */
  variant?: string;
  prepare?: (world: RoleWorld, role: Role) => Promise<PreparedCall>;
  /**
   * Refused roles answered 404 like an unknown resource (an order, an invoice, a key of
   * someone else: no existence oracle) rather than 401/403.
   */
  hiddenFrom?: readonly Role[];
  /** the allowed roles that see the owner's organisation's data (`owned`); all of them by default */
  seenBy?: readonly MatrixRole[];
  /** the key the apiKey role sends on this row: the live one, or a test key of the same organisation */
  key?: 'live' | 'test';
  /** the call ends the caller's access tokens (a password change): the world's are re-issued */
  revokesTokens?: boolean;
  /**
   * The status every refused role gets, where a session is no credential at all: the
   * professionals' API (/api/v1) answers 401 to any caller without an API key.
   */
  refusedWith?: 401;
}

/** A call no role may make, e.g. borrowing another administrator's rights. */
export const NOBODY = [] as const;

export type RouteAccess = RouteCall &
  (
    | {
        /** roles that get in */
        allowed: readonly MatrixRole[];
        /** what an allowed role gets: a 2xx, or the business answer the call leads to */
        status: number;
      }
    | { allowed: typeof NOBODY; status?: undefined }
  );

/** every person, signed in or not; an API key is no person, and opens /api/v1 only */
export const EVERYONE: readonly Role[] = ROLES;
export const SIGNED_IN: readonly Role[] = ROLES.filter((role) => role !== 'visitor');
export const PROFESSIONALS: readonly Role[] = ['collaborateur', 'otherOwner', 'owner'];
export const OWNERS: readonly Role[] = ['otherOwner', 'owner'];
export const ADMIN_ONLY: readonly Role[] = ['admin'];
/** who may read an order of the owner's organisation (docs/decisions/010-order-access.md) */
export const OWNERS_ORGANISATION: readonly Role[] = ['collaborateur', 'owner', 'admin'];
/** who is told such an order does not exist */
export const OUTSIDERS: readonly Role[] = ['visitor', 'customer', 'otherOwner'];

const methodOf = (access: RouteAccess) => access.operation.split(' ')[0] as Method;
const pathOf = (access: RouteAccess) => access.operation.split(' ')[1]!;
export const titleOf = (access: RouteAccess) =>
  access.variant ? `${access.operation} (${access.variant})` : access.operation;
const getsIn = (access: RouteAccess, role: MatrixRole) =>
  (access.allowed as readonly MatrixRole[]).includes(role);
const keyOpens = (access: RouteAccess) => pathOf(access).startsWith(`${API_V1_PREFIX}/`);

/**
 * What the role sends: a person's access token, or the key alone. A key does what its
 * creator prepared (the owner's valid call): outside /api/v1 that is exactly what it must
 * not be able to do.
 */
function credentialsOf(world: RoleWorld, access: RouteAccess, role: MatrixRole) {
  if (role !== 'apiKey') return bearer(world.tokens[role]);
  return { 'x-api-key': access.key === 'test' ? world.testApiKey : world.apiKey };
}

let addresses = 0;

/**
 * A client address of its own for each request the matrix sends: the per-IP limits
 * (sign-in, sign-up, visitor lookups) have their own tests and would cut a run of
 * hundreds of calls short.
 */
export const nextAddress = () => {
  addresses += 1;
  return `10.16.${Math.floor(addresses / 250) % 250}.${addresses % 250}`;
};

/** Calls the route as `role`; returns the status, the envelope (JSON answers) and the raw text. */
async function callAs(world: RoleWorld, access: RouteAccess, role: MatrixRole) {
  const prepared = (await access.prepare?.(world, role === 'apiKey' ? 'owner' : role)) ?? {};
  const url = prepared.url ?? pathOf(access);
  if (url.includes('{')) throw new Error(`${titleOf(access)}: prepare must give the address`);
  try {
    const response = await world.app.inject({
      method: methodOf(access),
      url,
      remoteAddress: nextAddress(),
      headers: { ...credentialsOf(world, access, role), ...prepared.headers },
      ...(prepared.body !== undefined
        ? { payload: prepared.body as InjectOptions['payload'] }
        : {}),
    });
    if (access.revokesTokens && role !== 'visitor' && role !== 'apiKey')
      world.tokens[role] = await tokenFor(world.app, world.ids[role]);
    const json = String(response.headers['content-type'] ?? '').includes('application/json');
    return {
      status: response.statusCode,
      envelope: json ? (response.json() as { success: boolean; message: string }) : null,
      text: response.body,
      owned: prepared.owned ?? [],
    };
  } finally {
    await prepared.restore?.();
  }
}

/** One row per operation and role: the test title says what, who, and whether they get in. */
export function matrixRows(
  table: readonly RouteAccess[],
): Array<[string, MatrixRole, boolean, RouteAccess]> {
  return table.flatMap((access) =>
    MATRIX_ROLES.map((role): [string, MatrixRole, boolean, RouteAccess] => [
      titleOf(access),
      role,
      getsIn(access, role),
      access,
    ]),
  );
}

/**
 * Asserts the outcome: an allowed role gets the row's status; a refused one is turned away
 * in the envelope, never with a success: a visitor with 401 (or 403), a signed-in role with
 * 403, or 404 where the row hides the resource from it; an API key outside /api/v1 with the
 * 403 that says where keys go, whatever the route. Then, when the call made data of the
 * owner's organisation, only the roles meant to see it find it in the answer.
 */
export async function expectAccess(
  world: RoleWorld,
  access: RouteAccess,
  role: MatrixRole,
  allowed: boolean,
) {
  const { status, envelope, text, owned } = await callAs(world, access, role);
  const outcome = { role, status, message: envelope?.message };
  if (allowed) {
    expect(outcome).toEqual({ ...outcome, status: access.status });
  } else if (role === 'apiKey' && !keyOpens(access)) {
    expect(outcome).toEqual({ role, status: 403, message: KEY_OUTSIDE_API });
  } else {
    const refusals = access.refusedWith
      ? [access.refusedWith]
      : role !== 'apiKey' && access.hiddenFrom?.includes(role)
        ? [404]
        : role === 'visitor' || role === 'apiKey'
          ? [401, 403]
          : [403];
    expect({ ...outcome, refused: refusals.includes(status) }).toEqual({
      ...outcome,
      refused: true,
    });
    expect(envelope?.success).toBe(false);
  }
  const sees = allowed && (access.seenBy ? access.seenBy.includes(role) : getsIn(access, role));
  for (const data of owned)
    expect({ role, data, inAnswer: text.includes(data) }).toEqual({ role, data, inAnswer: sees });
}
