import type { FastifyInstance } from 'fastify';
import { bearer, createAccount, createProfessional, tokenFor } from './accounts';

/**
 * The six roles of issue 16 (docs/security.md « Qui peut faire quoi »): an anonymous
 * visitor, a plain customer (a private account, no organisation), a collaborator, the owner
 * of another organisation, the owner, and a platform administrator.
 */
export const ROLES = [
  'visitor',
  'customer',
  'collaborateur',
  'otherOwner',
  'owner',
  'admin',
] as const;
export type Role = (typeof ROLES)[number];
export type SignedInRole = Exclude<Role, 'visitor'>;

/**
 * Who is who: `owner` and `collaborateur` share an organisation, `otherOwner` owns another
 * one (both premium, so quotas and features never get in the way), `customer` has an
 * account of its own and no organisation, `admin` is a platform administrator.
 */
export interface RoleWorld {
  app: FastifyInstance;
  emails: Record<SignedInRole, string>;
  ids: Record<SignedInRole, string>;
  organisations: { owner: string; otherOwner: string };
  tokens: Record<Role, string | null>;
  /** secrets of API keys the owner created for its organisation: live and complete, and test */
  apiKey: string;
  testApiKey: string;
}

/** A complete key of the owner's organisation, created as the owner does in Paramètres. */
async function ownerKey(app: FastifyInstance, token: string, mode: 'live' | 'test') {
  const created = await app.inject({
    method: 'POST',
    url: '/account/api-keys',
    headers: bearer(token),
    payload: { name: `Logiciel des rôles (${mode})`, mode },
  });
  if (created.statusCode !== 201) throw new Error(`api key: ${created.body}`);
  return created.json().payload.secret as string;
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
      customer: await tokenFor(app, String(customer._id)),
      collaborateur: await tokenFor(app, String(collaborateur._id)),
      otherOwner: other.token,
      owner: owner.token,
      admin: await tokenFor(app, String(admin._id)),
    },
    apiKey: await ownerKey(app, owner.token, 'live'),
    testApiKey: await ownerKey(app, owner.token, 'test'),
  };
}
