import type { FastifyInstance } from 'fastify';
import type { PlanCode } from '@ped/domain';
import { accountModel } from '../../src/models/account';
import { organisationModel } from '../../src/models/organisation';
import { hashPassword } from '../../src/lib/passwords';

export const TEST_PASSWORD = 'mot-de-passe-solide';

export async function createOrganisation(
  app: FastifyInstance,
  name: string,
  plan: PlanCode = 'free',
) {
  return organisationModel(app.mongoose.connection).create({ name, subscription_plan: plan });
}

export interface NewAccount {
  email: string;
  password?: string | null;
  role?: 'owner' | 'member' | null;
  organisation?: unknown;
  validated?: boolean;
  is_admin?: boolean;
}

/** An account written straight to the database (the routes that create accounts have their own tests). */
export async function createAccount(
  app: FastifyInstance,
  {
    email,
    password = TEST_PASSWORD,
    role = null,
    organisation = null,
    validated = true,
    is_admin = false,
  }: NewAccount,
) {
  return accountModel(app.mongoose.connection).create({
    email,
    password_hash: password === null ? null : await hashPassword(password),
    role,
    organisation,
    validated,
    is_admin,
  });
}

/** A professional organisation with its owner; returns both and the owner's access token. */
export async function createProfessional(
  app: FastifyInstance,
  email: string,
  plan: PlanCode = 'free',
  organisationName = `Organisation de ${email}`,
) {
  const organisation = await createOrganisation(app, organisationName, plan);
  const account = await createAccount(app, {
    email,
    role: 'owner',
    organisation: organisation._id,
  });
  return { organisation, account, token: await tokenFor(app, String(account._id)) };
}

export async function tokenFor(app: FastifyInstance, accountId: string): Promise<string> {
  return (await app.sessions.issue(accountId)).access_token;
}

export const bearer = (token: string | null | undefined): Record<string, string> =>
  token ? { authorization: `Bearer ${token}` } : {};

/** The refresh cookie of a response, ready to send back as a Cookie header. */
export function refreshCookieOf(response: {
  headers: Record<string, unknown>;
}): string | undefined {
  const header = response.headers['set-cookie'];
  const cookies = (Array.isArray(header) ? header : [header]).filter(
    (c): c is string => typeof c === 'string',
  );
  return cookies
    .find((c) => c.startsWith('ped_refresh=') && !c.startsWith('ped_refresh=;'))
    ?.split(';')[0];
}
