import type { FastifyInstance } from 'fastify';
import type { Types } from 'mongoose';
import {
  billingMonthOf,
  billingMonthRange,
  DRAFT_STATES,
  isBillingMonth,
  monthlyBillingRunAt,
  nextBillingMonth,
  type BillingMonth,
} from '@ped/domain';
import { accountModel } from '../../models/account';
import { jobModel } from '../../models/job';
import {
  monthlyBillingId,
  monthlyBillingModel,
  type MonthlyBilling,
  type MonthlyBillingOutcome,
} from '../../models/monthly-billing';
import { orderModel, type Order } from '../../models/order';
import { organisationModel } from '../../models/organisation';
import { HttpError } from '../../lib/http-errors';
import { monthlyBillingChargedMail, monthlyBillingUnpaidMail } from '../../mail/monthly-billing';
import { monthlyBilledOrganisations } from './billing-frequency';
import { amountDue, payOrdersWithSavedCard } from './intermediary-payment';
import { totalOfOrder } from './order-pricing';
import { savedCardsOf } from './saved-cards';
import { PRO_ACCOUNT_PATHS } from '@ped/contracts/paths';
import { appUrl } from '../orders/links';
import { isDuplicateKey } from '../../lib/mongo-errors';
import { STAFF_VISIBLE } from '../orders/staff-visibility';

export const MONTHLY_BILLING_JOB = 'monthly-billing';
/** An organisation's bill is one instance's for that long; a dead instance's is taken over after it. */
const BILL_LOCK_MS = 10 * 60 * 1000;

/** What happened to one organisation's month: 'busy' when another run holds it or it is done. */
export type MonthlyBillResult = Exclude<MonthlyBillingOutcome, 'pending'> | 'busy';

/**
 * Deferred orders (billing mode 'invoice') the organisation confirmed during the month, owed
 * and unpaid, that can be paid online (an offer without an online price stays with staff).
 */
async function deferredOrdersOf(
  app: FastifyInstance,
  organisation: Types.ObjectId,
  month: BillingMonth,
): Promise<string[]> {
  const { start, end } = billingMonthRange(month);
  const orders = await orderModel(app.mongoose.connection)
    .find({
      ...STAFF_VISIBLE,
      organisation,
      billing_mode: 'invoice',
      paid: null,
      state: { $nin: DRAFT_STATES },
      history: { $elemMatch: { to: 'confirmed', at: { $gte: start, $lt: end } } },
    })
    .sort({ created: 1 })
    .lean<Order[]>();
  return orders
    .filter((order) => totalOfOrder(order, 'business', order.created))
    .map((order) => order.orderid);
}

/** Claims the organisation's bill for the month, creating it on first sight; null when busy or done. */
async function claimBill(app: FastifyInstance, organisation: Types.ObjectId, month: BillingMonth) {
  const Bills = monthlyBillingModel(app.mongoose.connection);
  const _id = monthlyBillingId(String(organisation), month);
  try {
    await Bills.updateOne({ _id }, { $setOnInsert: { organisation, month } }, { upsert: true });
  } catch (error) {
    // two instances inserting at once: the other one's bill is the bill
    if (!isDuplicateKey(error)) throw error;
  }
  const now = new Date();
  return Bills.findOneAndUpdate(
    { _id, notified: null, $or: [{ locked_until: null }, { locked_until: { $lte: now } }] },
    { $set: { locked_until: new Date(now.getTime() + BILL_LOCK_MS), updated: now } },
    { new: true },
  ).lean<MonthlyBilling>();
}

/** What an attempt writes on the bill. */
interface BillOutcome {
  status: Exclude<MonthlyBillingOutcome, 'pending'>;
  orders: string[];
  amount?: number;
  payment_ref?: string;
  invoices?: Array<{ orderid: string; number: string }>;
  card?: string;
  notified?: Date;
}

/** The bill's orders, fixed before any charge so that a resumed attempt pays the same ones. */
async function freezeOrders(app: FastifyInstance, bill: MonthlyBilling): Promise<string[]> {
  const orders = await deferredOrdersOf(app, bill.organisation, bill.month);
  await monthlyBillingModel(app.mongoose.connection).updateOne(
    { _id: bill._id, orders: null },
    { $set: { orders } },
  );
  return orders;
}

/**
 * Charges the bill's orders on the organisation's default saved card, through the same path
 * as paying from Facturation (one PaymentIntent, orders marked paid, invoices issued). The
 * Stripe idempotency key is the bill and its orders: an attempt resumed after a crash gets
 * Stripe's first answer back instead of a second charge.
 */
async function chargeBill(app: FastifyInstance, bill: MonthlyBilling): Promise<BillOutcome> {
  const Orders = orderModel(app.mongoose.connection);
  const orderids = bill.orders ?? (await freezeOrders(app, bill));
  if (orderids.length === 0) return { status: 'nothing', orders: [], notified: new Date() };
  const unpaid = (
    await Orders.find({ orderid: { $in: orderids }, paid: null }, { orderid: 1 }).lean()
  ).map((o) => o.orderid);
  // paid meanwhile (the webhook of a charge whose answer was lost, or the owner from Facturation)
  if (unpaid.length === 0) return { status: 'charged', orders: orderids };

  const organisation = await organisationModel(app.mongoose.connection).findById(bill.organisation);
  const owner = await accountModel(app.mongoose.connection)
    .findOne({ organisation: bill.organisation, role: 'owner' })
    .sort({ created: 1 })
    .lean();
  if (!organisation || !owner)
    throw new Error(
      `Organisation ${String(bill.organisation)} sans administrateur : facturation mensuelle impossible`,
    );
  const { cards, defaultId } = organisation.stripe_customer_id
    ? await savedCardsOf(app, organisation.stripe_customer_id)
    : { cards: [], defaultId: null };
  const card = cards.find((c) => c.id === defaultId);
  if (!card) return { status: 'no-card', orders: orderids };
  try {
    const paid = await payOrdersWithSavedCard(app, {
      organisation,
      payer: owner.email,
      orderids: unpaid,
      paymentMethod: card.id,
      idempotencyKey: `${MONTHLY_BILLING_JOB}:${String(bill._id)}:${unpaid.join(',')}`,
    });
    return {
      status: 'charged',
      orders: orderids,
      amount: paid.amount,
      payment_ref: paid.paymentRef,
      invoices: paid.invoices.map((i) => ({
        orderid: i.orderids[0] ?? '',
        number: i.number ?? '',
      })),
      card: cardLabel(card),
    };
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 402)
      return { status: 'declined', orders: orderids, card: cardLabel(card) };
    throw error;
  }
}

const cardLabel = (card: { brand: string; last4: string }) =>
  `${card.brand.charAt(0).toUpperCase()}${card.brand.slice(1)} •••• ${card.last4}`;

/** Tells the owner how the month ended: a summary when charged, what to do otherwise. */
async function notifyOwner(app: FastifyInstance, bill: MonthlyBilling): Promise<void> {
  const connection = app.mongoose.connection;
  const [organisation, owner] = await Promise.all([
    organisationModel(connection).findById(bill.organisation).lean(),
    accountModel(connection)
      .findOne({ organisation: bill.organisation, role: 'owner' })
      .sort({ created: 1 })
      .lean(),
  ]);
  if (!organisation || !owner)
    throw new Error(
      `Organisation ${String(bill.organisation)} sans administrateur : relevé mensuel non envoyé`,
    );
  const orders = await orderModel(connection)
    .find({ orderid: { $in: bill.orders ?? [] } })
    .sort({ created: 1 })
    .lean<Order[]>();
  const { amount, byOrder } = amountDue(orders);
  const content = {
    month: bill.month,
    organisation: organisation.name,
    orders: byOrder.map((line) => ({
      ...line,
      invoice: bill.invoices.find((i) => i.orderid === line.orderid)?.number ?? null,
    })),
    amount: bill.amount ?? amount,
    card: bill.card ?? null,
    facturationUrl: appUrl(app, PRO_ACCOUNT_PATHS.billing),
  };
  const mail =
    bill.status === 'charged'
      ? monthlyBillingChargedMail(content)
      : monthlyBillingUnpaidMail(content);
  await app.mailer.send({ to: owner.email, ...mail });
}

/**
 * Bills one organisation for one month, at most once whatever the number of instances and
 * runs (docs/decisions/021-monthly-billing.md): the bill is claimed, charged (or found
 * without card, or declined), then the owner is told and the bill closed. A run that fails
 * half-way releases the bill; the next run resumes it with the same orders.
 */
export async function billOrganisationMonth(
  app: FastifyInstance,
  organisation: Types.ObjectId,
  month: BillingMonth,
): Promise<MonthlyBillResult> {
  const Bills = monthlyBillingModel(app.mongoose.connection);
  const claimed = await claimBill(app, organisation, month);
  if (!claimed) return 'busy';
  const mine = { _id: claimed._id, locked_until: claimed.locked_until };
  try {
    let bill = claimed;
    if (bill.status === 'pending') {
      bill =
        (await Bills.findOneAndUpdate(
          mine,
          { $set: { ...(await chargeBill(app, bill)), updated: new Date() } },
          { new: true },
        ).lean<MonthlyBilling>()) ?? bill;
    }
    if (!bill.notified) {
      await notifyOwner(app, bill);
      await Bills.updateOne(mine, { $set: { notified: new Date(), updated: new Date() } });
    }
    await Bills.updateOne(mine, { $set: { locked_until: null } });
    return bill.status as MonthlyBillResult;
  } catch (error) {
    await Bills.updateOne(mine, { $set: { locked_until: null } });
    throw error;
  }
}

/**
 * Bills every organisation billed monthly for that month. One organisation's failure does
 * not stop the others; the run then fails so that the job queue retries it, and the retry
 * only finds the unfinished bills.
 */
export async function runMonthlyBilling(
  app: FastifyInstance,
  month: BillingMonth,
): Promise<Record<string, MonthlyBillResult>> {
  const results: Record<string, MonthlyBillResult> = {};
  const failures: string[] = [];
  for (const organisation of await monthlyBilledOrganisations(app.mongoose.connection)) {
    try {
      results[String(organisation)] = await billOrganisationMonth(app, organisation, month);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      app.log.error(
        { organisation: String(organisation), month, err: message },
        'Facturation mensuelle en échec',
      );
      failures.push(`${String(organisation)} : ${message}`);
    }
  }
  if (failures.length)
    throw new Error(`Facturation mensuelle de ${month} incomplète (${failures.join(' ; ')})`);
  return results;
}

/** Schedules the billing of `month` unless a job for it already exists (another instance, a retry). */
export async function scheduleMonthlyBilling(
  app: FastifyInstance,
  month: BillingMonth,
): Promise<void> {
  const exists = await jobModel(app.mongoose.connection).exists({
    name: MONTHLY_BILLING_JOB,
    'data.month': month,
  });
  if (!exists)
    await app.scheduler.schedule(MONTHLY_BILLING_JOB, monthlyBillingRunAt(month), { month });
}

/**
 * The 'monthly-billing' job: each run bills its month and first schedules the next month's
 * run (first day of the following month, 06:00 Paris), so a failing run never ends the chain;
 * an instance whose poller runs starts the chain with the current month.
 */
export function defineMonthlyBillingJob(app: FastifyInstance): void {
  app.scheduler.define(MONTHLY_BILLING_JOB, async (data) => {
    if (!isBillingMonth(data.month))
      throw new Error(`Mois de facturation invalide : ${String(data.month)}`);
    await scheduleMonthlyBilling(app, nextBillingMonth(data.month));
    await runMonthlyBilling(app, data.month);
  });
  if (!app.config.SCHEDULER_ENABLED) return;
  app.addHook('onReady', async () => scheduleMonthlyBilling(app, billingMonthOf(new Date())));
}
