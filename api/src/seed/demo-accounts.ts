import type { Connection } from 'mongoose';
import type { PlanCode } from '@ped/domain';
import { accountModel } from '../models/account';
import { organisationModel } from '../models/organisation';
import { hashPassword } from '../lib/passwords';

/** Documented in docs/demo-accounts.md: keep both in step. */
export const DEMO_ADMIN_PASSWORD = 'admin-pre-etat-date';
export const DEMO_PASSWORD = 'demo-pre-etat-date';

export interface DemoOrganisation {
  name: string;
  plan: PlanCode;
  owner: string;
  collaborateur: string;
}

export const DEMO_ADMIN = 'admin@pre-etat-date.test';
export const DEMO_CUSTOMER = 'client@pre-etat-date.test';

export const DEMO_ORGANISATIONS: DemoOrganisation[] = [
  {
    name: 'Agence Démo Gratuit',
    plan: 'free',
    owner: 'gratuit@pre-etat-date.test',
    collaborateur: 'collaborateur.gratuit@pre-etat-date.test',
  },
  {
    name: 'Cabinet Démo Experts',
    plan: 'experts',
    owner: 'experts@pre-etat-date.test',
    collaborateur: 'collaborateur.experts@pre-etat-date.test',
  },
  {
    name: 'Agence Démo Premium',
    plan: 'premium',
    owner: 'premium@pre-etat-date.test',
    collaborateur: 'collaborateur.premium@pre-etat-date.test',
  },
  {
    name: 'Syndic Démo',
    plan: 'syndic',
    owner: 'syndic@pre-etat-date.test',
    collaborateur: 'collaborateur.syndic@pre-etat-date.test',
  },
];

/** Accounts linked to each other, to try POST /account/auth/switch. */
export const DEMO_LINKED: [string, string] = [
  'experts@pre-etat-date.test',
  'syndic@pre-etat-date.test',
];

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * Creates (or puts back) the demo data: an admin, one organisation per plan with its owner
 * and a collaborateur, and a plain customer. Safe to run again: it matches by e-mail and
 * organisation name and resets the demo passwords, so the documented credentials work.
 */
export async function seedDemoAccounts(
  connection: Connection,
): Promise<{ accounts: number; organisations: number }> {
  const Account = accountModel(connection);
  const Organisation = organisationModel(connection);
  const [adminHash, demoHash] = await Promise.all([
    hashPassword(DEMO_ADMIN_PASSWORD),
    hashPassword(DEMO_PASSWORD),
  ]);

  const upsertAccount = (email: string, fields: Record<string, unknown>) =>
    Account.findOneAndUpdate(
      { email },
      { $set: { validated: true, ...fields }, $setOnInsert: { email } },
      { upsert: true, new: true },
    );

  await upsertAccount(DEMO_ADMIN, {
    password_hash: adminHash,
    is_admin: true,
    role: null,
    organisation: null,
  });
  await upsertAccount(DEMO_CUSTOMER, {
    password_hash: demoHash,
    is_admin: false,
    role: null,
    organisation: null,
  });

  for (const demo of DEMO_ORGANISATIONS) {
    const paid = demo.plan !== 'free';
    const organisation = await Organisation.findOneAndUpdate(
      { name: demo.name },
      {
        $set: {
          subscription_plan: demo.plan,
          subscription_canceled: false,
          subscription_expires: paid ? new Date(Date.now() + YEAR_MS) : null,
        },
        $setOnInsert: {
          name: demo.name,
          billing_address: {
            name: demo.name,
            address: '12 rue de la Paix',
            additional: '',
            zipcode: '75002',
            city: 'Paris',
            country: 'France',
          },
        },
      },
      { upsert: true, new: true },
    );
    await upsertAccount(demo.owner, {
      password_hash: demoHash,
      is_admin: false,
      role: 'owner',
      organisation: organisation._id,
    });
    await upsertAccount(demo.collaborateur, {
      password_hash: demoHash,
      is_admin: false,
      role: 'member',
      organisation: organisation._id,
    });
  }

  const [first, second] = await Promise.all(
    DEMO_LINKED.map((email) => Account.findOne({ email }).lean()),
  );
  if (first && second) {
    await Account.updateOne({ _id: first._id }, { $addToSet: { linked_accounts: second._id } });
    await Account.updateOne({ _id: second._id }, { $addToSet: { linked_accounts: first._id } });
  }
  return { accounts: 2 + DEMO_ORGANISATIONS.length * 2, organisations: DEMO_ORGANISATIONS.length };
}

/** `pnpm start` on an empty database (development only): seeds so there is someone to sign in as. */
export async function seedIfEmpty(connection: Connection): Promise<boolean> {
  if (await accountModel(connection).exists({})) return false;
  await seedDemoAccounts(connection);
  return true;
}
