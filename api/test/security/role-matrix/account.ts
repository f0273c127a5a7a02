import { apiKeyModel } from '../../../src/models/api-key';
import { organisationModel } from '../../../src/models/organisation';
import { createAccount, TEST_PASSWORD } from '../../helpers/accounts';
import type { RoleWorld } from '../../helpers/roles';
import {
  ADMIN_ONLY,
  EVERYONE,
  NOBODY,
  OWNERS,
  PROFESSIONALS,
  SIGNED_IN,
  type RouteAccess,
} from './matrix';
import {
  customerRefreshCookie,
  freshMember,
  freshOwner,
  linkedAccount,
  mailedToken,
  uniqueEmail,
} from './fixtures/accounts';

/** A key of the owner's organisation created by the collaborator, named after the call. */
async function collaboratorKey(world: RoleWorld, name: string) {
  const key = await apiKeyModel(world.app.mongoose.connection).create({
    name,
    prefix: 'ped_roles',
    hash: `${name}-${Date.now()}`,
    account: world.ids.collaborateur,
    organisation: world.organisations.owner,
  });
  return String(key._id);
}

/** Accounts, sessions, passwords, the users area, settings and API keys. */
export const ACCOUNT_ROUTES: RouteAccess[] = [
  {
    operation: 'POST /account/',
    allowed: EVERYONE,
    status: 200,
    prepare: async (_w, role) => ({
      body: {
        email: uniqueEmail(role, 'nouveau'),
        password: TEST_PASSWORD,
        organisation: 'Agence neuve',
      },
    }),
  },
  {
    operation: 'POST /account/validate',
    allowed: EVERYONE,
    status: 200,
    prepare: async (w, role) => ({ body: { token: await mailedToken(w, role, 'validation') } }),
  },
  {
    operation: 'POST /account/validate/admin',
    allowed: ADMIN_ONLY,
    status: 200,
    prepare: async (w) => ({ body: { email: w.emails.customer } }),
  },
  {
    operation: 'GET /account/invitation',
    allowed: EVERYONE,
    status: 200,
    prepare: async (w, role) => ({
      url: `/account/invitation?token=${await mailedToken(w, role, 'invitation')}`,
    }),
  },
  {
    operation: 'POST /account/invitation/accept',
    allowed: EVERYONE,
    status: 200,
    prepare: async (w, role) => ({
      body: { token: await mailedToken(w, role, 'invitation'), password: TEST_PASSWORD },
    }),
  },
  {
    operation: 'POST /account/auth',
    allowed: EVERYONE,
    status: 200,
    prepare: async (w) => ({ body: { email: w.emails.customer, password: TEST_PASSWORD } }),
  },
  {
    operation: 'POST /account/refresh-token',
    allowed: EVERYONE,
    status: 200,
    prepare: async (w) => ({ headers: { cookie: await customerRefreshCookie(w) } }),
  },
  {
    operation: 'POST /account/logout',
    allowed: EVERYONE,
    status: 200,
    // a logout ends the account's access tokens: it must not end the ones the world reuses
    prepare: async () => ({ headers: { authorization: '' } }),
  },
  { operation: 'GET /account/session', allowed: SIGNED_IN, status: 200 },
  {
    operation: 'POST /account/auth/switch',
    // « Se connecter en tant que »; anyone else switches only to the accounts it linked
    allowed: ADMIN_ONLY,
    status: 200,
    prepare: async (w, role) => {
      const email = uniqueEmail(role, 'cible');
      await createAccount(w.app, { email });
      return { body: { email } };
    },
  },
  {
    operation: 'POST /account/auth/switch',
    variant: 'to another administrator',
    // staff act under their own name: an admin's rights are never borrowed
    allowed: NOBODY,
    prepare: async (w, role) => {
      const email = uniqueEmail(role, 'autre-admin');
      await createAccount(w.app, { email, is_admin: true });
      return { body: { email } };
    },
  },
  {
    operation: 'POST /account/link',
    allowed: SIGNED_IN,
    status: 200,
    prepare: async (w, role) => ({
      body: { email: await freshOwner(w, role, 'lien'), password: TEST_PASSWORD },
    }),
  },
  {
    operation: 'POST /account/unlink',
    // either side of a link ends it, signed in; never an API key (ADR 065)
    allowed: SIGNED_IN,
    status: 200,
    prepare: async (w, role) => ({ body: { email: await linkedAccount(w, role) } }),
  },
  {
    operation: 'POST /account/password/forgot',
    allowed: EVERYONE,
    status: 200,
    prepare: async (w) => ({ body: { email: w.emails.customer } }),
  },
  {
    operation: 'POST /account/password/reset',
    allowed: EVERYONE,
    status: 200,
    prepare: async (w, role) => ({
      body: { token: await mailedToken(w, role, 'password_reset'), password: TEST_PASSWORD },
    }),
  },
  {
    operation: 'POST /account/password',
    allowed: SIGNED_IN,
    status: 200,
    revokesTokens: true,
    prepare: async () => ({ body: { current: TEST_PASSWORD, next: TEST_PASSWORD } }),
  },
  { operation: 'GET /account/v2', allowed: SIGNED_IN, status: 200 },
  {
    operation: 'POST /account/plan',
    allowed: ADMIN_ONLY,
    status: 200,
    prepare: async (w) => ({ body: { email: w.emails.otherOwner, subscription_plan: 'premium' } }),
  },
  {
    operation: 'POST /account/billing/frequency',
    // an organisation's billing is its owner's call; a customer's (or an admin's) own is theirs
    allowed: ['customer', 'otherOwner', 'owner', 'admin'],
    status: 200,
    prepare: async () => ({ body: { billing_frequency: 'per_order' } }),
  },
  {
    operation: 'GET /users/',
    // every member sees who is in its organisation; inviting and removing is the owner's.
    // The other organisation's list never holds the owner's collaborator.
    allowed: PROFESSIONALS,
    status: 200,
    seenBy: ['collaborateur', 'owner'],
    prepare: async (w) => ({ owned: [w.emails.collaborateur] }),
  },
  {
    operation: 'POST /users/invit',
    allowed: OWNERS,
    status: 200,
    prepare: async (_w, role) => ({ body: { email: uniqueEmail(role, 'invite') } }),
  },
  {
    operation: 'POST /users/remove',
    allowed: OWNERS,
    status: 200,
    prepare: async (w, role) => ({ body: { email: await freshMember(w, role, 'retrait') } }),
  },
  {
    operation: 'GET /account/settings',
    allowed: PROFESSIONALS,
    status: 200,
    seenBy: ['collaborateur', 'owner'],
    prepare: async (w, role) => {
      const name = `Raison sociale lue par ${role}`;
      await organisationModel(w.app.mongoose.connection).updateOne(
        { _id: w.organisations.owner },
        { $set: { 'billing_address.name': name } },
      );
      return { owned: [name] };
    },
  },
  {
    operation: 'PUT /account/settings',
    allowed: OWNERS,
    status: 200,
    prepare: async (_w, role) => ({
      body: {
        billing_address: {
          name: `Raison sociale de ${role}`,
          address: '1 place Bellecour',
          additional: '',
          zipcode: '69002',
          city: 'Lyon',
          country: 'France',
        },
      },
    }),
  },
  {
    operation: 'GET /account/api-keys',
    allowed: PROFESSIONALS,
    status: 200,
    seenBy: ['collaborateur', 'owner'],
    prepare: async (w, role) => {
      const name = `Clé lue par ${role} ${Date.now()}`;
      await collaboratorKey(w, name);
      return { owned: [name] };
    },
  },
  {
    operation: 'POST /account/api-keys',
    allowed: PROFESSIONALS,
    status: 201,
    prepare: async (_w, role) => ({ body: { name: `Clé de ${role}` } }),
  },
  {
    operation: 'DELETE /account/api-keys/{id}',
    // the owner or the key's creator revokes it; another organisation does not find it
    allowed: ['collaborateur', 'owner'],
    status: 200,
    hiddenFrom: ['otherOwner'],
    prepare: async (w, role) => ({
      url: `/account/api-keys/${await collaboratorKey(w, `Clé révoquée par ${role}`)}`,
    }),
  },
];
