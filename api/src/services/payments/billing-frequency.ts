import type { Connection, Types } from 'mongoose';
import { accountModel, type BillingFrequency } from '../../models/account';

/**
 * An organisation's billing frequency is its Administrateur's (the owner account's
 * `billing_frequency`): one value per organisation, whoever of its members chose it
 * (docs/decisions/021-monthly-billing.md). Plain customers keep their own, always per order.
 */
export async function organisationBillingFrequency(
  connection: Connection,
  organisation: Types.ObjectId | string,
): Promise<BillingFrequency> {
  const owner = await accountModel(connection)
    .findOne({ organisation, role: 'owner' }, { billing_frequency: 1 })
    .sort({ created: 1 })
    .lean();
  return (owner?.billing_frequency as BillingFrequency | undefined) ?? 'per_order';
}

/** Records the organisation's choice on its owner account(s). */
export async function setOrganisationBillingFrequency(
  connection: Connection,
  organisation: Types.ObjectId | string,
  frequency: BillingFrequency,
): Promise<void> {
  await accountModel(connection).updateMany(
    { organisation, role: 'owner' },
    { $set: { billing_frequency: frequency } },
  );
}

/** The organisations billed once a month: those whose owner chose 'monthly'. */
export async function monthlyBilledOrganisations(
  connection: Connection,
): Promise<Types.ObjectId[]> {
  const owners = await accountModel(connection)
    .find(
      { role: 'owner', billing_frequency: 'monthly', organisation: { $ne: null } },
      { organisation: 1 },
    )
    .lean();
  return owners
    .map((owner) => owner.organisation)
    .filter((id): id is Types.ObjectId => id !== null && id !== undefined);
}
