import type { Connection } from 'mongoose';
import { roleLabel, type PlanCode } from '@ped/domain';
import { accountModel, type BillingFrequency } from '../../models/account';
import { organisationModel } from '../../models/organisation';
import type { AccountPayload } from '../../schemas/account';
import { organisationBillingFrequency } from '../../services/payments/billing-frequency';

/** The account as GET /account/v2 shows it (docs/product.md §3.6); null when it no longer exists. */
export async function accountPayload(
  connection: Connection,
  accountId: string,
): Promise<AccountPayload | null> {
  const Account = accountModel(connection);
  const account = await Account.findById(accountId).lean();
  if (!account) return null;
  const organisation = account.organisation
    ? await organisationModel(connection).findById(account.organisation).lean()
    : null;
  const linked = account.linked_accounts.length
    ? await Account.find({ _id: { $in: account.linked_accounts } })
        .sort({ email: 1 })
        .lean()
    : [];
  const linkedOrganisations = await organisationModel(connection)
    .find({ _id: { $in: linked.map((a) => a.organisation).filter(Boolean) } })
    .lean();
  const role = organisation ? (account.role ?? 'member') : null;
  return {
    id: String(account._id),
    email: account.email,
    created: account.created.toISOString(),
    role,
    role_label: role ? roleLabel(role) : null,
    validated: account.validated,
    is_admin: account.is_admin,
    billing_frequency: organisation
      ? await organisationBillingFrequency(connection, organisation._id)
      : (account.billing_frequency as BillingFrequency),
    organisation: organisation
      ? {
          id: String(organisation._id),
          name: organisation.name,
          subscription_plan: organisation.subscription_plan as PlanCode,
          subscription_expires: organisation.subscription_expires
            ? organisation.subscription_expires.toISOString()
            : null,
          subscription_canceled: organisation.subscription_canceled,
          billing_address: {
            name: organisation.billing_address?.name ?? '',
            address: organisation.billing_address?.address ?? '',
            additional: organisation.billing_address?.additional ?? '',
            zipcode: organisation.billing_address?.zipcode ?? '',
            city: organisation.billing_address?.city ?? '',
            country: organisation.billing_address?.country ?? 'France',
          },
        }
      : null,
    linked_accounts: linked.map((a) => ({
      email: a.email,
      organisation_name:
        linkedOrganisations.find((o) => a.organisation && String(o._id) === String(a.organisation))
          ?.name ?? null,
    })),
  };
}
