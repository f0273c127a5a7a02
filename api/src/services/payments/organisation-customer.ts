import type { FastifyInstance } from 'fastify';
import type { HydratedDocument } from 'mongoose';
import { accountModel } from '../../models/account';
import { organisationModel, type Organisation } from '../../models/organisation';

/**
 * The organisation's Stripe customer, created on first need under its owner's e-mail (the
 * card pages prefill it: a collaborator who happens to open them first must not become the
 * organisation's payer). Two first calls racing each create one; the conditional update
 * keeps the first stored and the other is left unused.
 */
export async function organisationCustomer(
  app: FastifyInstance,
  organisation: HydratedDocument<Organisation>,
): Promise<string> {
  if (organisation.stripe_customer_id) return organisation.stripe_customer_id;
  const owner = await accountModel(app.mongoose.connection)
    .findOne({ organisation: organisation._id, role: 'owner' }, { email: 1 })
    .lean();
  const customer = await app.payments.stripe.customers.create({
    name: organisation.name,
    ...(owner ? { email: owner.email } : {}),
    metadata: { organisation: String(organisation._id) },
  });
  const Organisations = organisationModel(app.mongoose.connection);
  await Organisations.updateOne(
    { _id: organisation._id, stripe_customer_id: null },
    { $set: { stripe_customer_id: customer.id } },
  );
  const stored = await Organisations.findById(organisation._id, { stripe_customer_id: 1 }).lean();
  const id = stored?.stripe_customer_id ?? customer.id;
  organisation.stripe_customer_id = id;
  return id;
}
