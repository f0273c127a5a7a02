import type { FastifyInstance } from 'fastify';
import {
  billingMonthOf,
  billingMonthRange,
  monthlyBillingRunAt,
  nextBillingMonth,
} from '@ped/domain';
import { jobModel } from '../../src/models/job';
import { monthlyBillingModel } from '../../src/models/monthly-billing';
import { orderModel } from '../../src/models/order';
import { invoiceModel } from '../../src/models/invoice';
import {
  MONTHLY_BILLING_JOB,
  runMonthlyBilling,
} from '../../src/services/payments/monthly-billing';
import { bearer, createAccount, createProfessional, tokenFor } from '../helpers/accounts';
import { startMailCatcher, type TestMailCatcher } from '../helpers/mail-catcher';
import { completeForm, storeOrderAs } from '../helpers/orders';
import { saveSandboxCard } from '../helpers/saved-card';
import { createTestApp } from '../helpers/test-app';

const MONTH = billingMonthOf(new Date());
const FACTURATION = 'http://localhost:3000/mon-compte-professionnel/encours';

/** An order confirmed now with deferred billing, through the order route, by `token`'s account. */
async function deferredOrder(app: FastifyInstance, token: string, email: string): Promise<string> {
  const order = await storeOrderAs(app, token, {
    account: email,
    stored: completeForm(email),
    confirmed: true,
    billing_mode: 'invoice',
  });
  expect(order.state).toBe('confirmed');
  return order.orderid;
}

async function chooseFrequency(
  app: FastifyInstance,
  token: string,
  billing_frequency: 'monthly' | 'per_order',
) {
  const response = await app.inject({
    method: 'POST',
    url: '/account/billing/frequency',
    headers: bearer(token),
    payload: { billing_frequency },
  });
  expect(response.statusCode).toBe(200);
}

/** Saved-card charges the sandbox made for that organisation, by outcome. */
function chargesOf(app: FastifyInstance, organisation: unknown) {
  const events = app.payments
    .sandbox!.sentEvents()
    .filter(
      (e) =>
        (e.data.object as { metadata?: Record<string, string> }).metadata?.organisation ===
        String(organisation),
    );
  return {
    succeeded: events.filter((e) => e.type === 'payment_intent.succeeded').length,
    failed: events.filter((e) => e.type === 'payment_intent.payment_failed').length,
  };
}

describe('monthly billing: deferred orders charged once at the start of the next month', () => {
  let app: FastifyInstance;
  let second: FastifyInstance;
  let catcher: TestMailCatcher;
  const Orders = () => orderModel(app.mongoose.connection);
  // each deferred order also has its own confirmation e-mail: these tests read the statements
  const isStatement = (m: { subject: string }) => m.subject.startsWith('Relevé de');
  const mailsTo = (to: string) => catcher.messages().filter((m) => m.to === to && isStatement(m));

  beforeAll(async () => {
    catcher = await startMailCatcher();
    app = await createTestApp({ SMTP_URL: catcher.smtpUrl, SCHEDULER_ENABLED: 'false' });
    // a second API instance on the same database and the same Stripe account
    second = await createTestApp({
      SMTP_URL: catcher.smtpUrl,
      SCHEDULER_ENABLED: 'false',
      MONGODB_URI: app.config.MONGODB_URI!,
    });
    Object.assign(second.payments, { stripe: app.payments.stripe });
  });
  afterAll(async () => {
    // the first one drops the shared database; the second one then finds nothing to drop
    await app.close();
    await second.close();
    await catcher.close();
  });

  it('charges a monthly organisation once for its month, even run twice on two instances, and leaves per-order organisations alone', async () => {
    const monthly = await createProfessional(
      app,
      'mensuel@agence.test',
      'experts',
      'Agence Mensuelle',
    );
    const member = await createAccount(app, {
      email: 'negociateur@agence.test',
      role: 'member',
      organisation: monthly.organisation._id,
    });
    const memberToken = await tokenFor(app, String(member._id));
    await saveSandboxCard(app, monthly.token);
    // the owner chooses for the organisation (a collaborateur may not: issue 16), and the
    // collaborateur's account says monthly too
    await chooseFrequency(app, monthly.token, 'monthly');
    const account = await app.inject({
      method: 'GET',
      url: '/account/v2',
      headers: bearer(memberToken),
    });
    expect(account.json().payload.billing_frequency).toBe('monthly');

    const first = await deferredOrder(app, memberToken, 'negociateur@agence.test');
    const secondOrder = await deferredOrder(app, monthly.token, 'mensuel@agence.test');
    // confirmed the month before: not this month's bill
    const older = await deferredOrder(app, monthly.token, 'mensuel@agence.test');
    const before = new Date(billingMonthRange(MONTH).start.getTime() - 3600_000);
    const stored = await Orders().findOne({ orderid: older }).lean();
    const history = stored!.history.map((entry) =>
      entry.to === 'confirmed' ? { ...entry, at: before } : entry,
    );
    await Orders().updateOne({ orderid: older }, { $set: { history, created: before } });

    const perOrder = await createProfessional(
      app,
      'par-commande@agence.test',
      'experts',
      'Agence à la commande',
    );
    await saveSandboxCard(app, perOrder.token);
    const perOrderOrder = await deferredOrder(app, perOrder.token, 'par-commande@agence.test');

    // two instances each scheduled the month's run; both poll at once
    await app.scheduler.schedule(MONTHLY_BILLING_JOB, new Date(), { month: MONTH });
    await second.scheduler.schedule(MONTHLY_BILLING_JOB, new Date(), { month: MONTH });
    const runs = await Promise.all([app.scheduler.runDue(), second.scheduler.runDue()]);
    expect(runs[0] + runs[1]).toBe(2);

    expect(chargesOf(app, monthly.organisation._id)).toEqual({ succeeded: 1, failed: 0 });
    const paid = await Orders()
      .find({ orderid: { $in: [first, secondOrder] } })
      .lean();
    expect(
      paid.map((o) => ({ paid: Boolean(o.paid), pending: o.pending, state: o.state })),
    ).toEqual([
      { paid: true, pending: false, state: 'confirmed' },
      { paid: true, pending: false, state: 'confirmed' },
    ]);
    // the order names the charge that paid it, as a card payment does (issue 19)
    const [ref, otherRef] = paid.map((o) => o.payment_ref);
    expect(ref).toMatch(/^pi_/);
    expect(otherRef).toBe(ref);
    const invoices = await invoiceModel(app.mongoose.connection)
      .find({ orderids: { $in: [first, secondOrder] } })
      .lean();
    expect(invoices).toHaveLength(2);
    expect((await Orders().findOne({ orderid: older }).lean())?.paid).toBeNull();

    const summary = await catcher.waitFor(
      (m) => m.to === 'mensuel@agence.test' && m.subject.startsWith('Relevé de'),
    );
    expect(summary.subject).toMatch(
      /^Relevé de \S+ \d{4} : 2 commandes réglées \(119,76\s€ TTC\)$/,
    );
    expect(summary.text).toContain(
      `Commande ${first} : 59,88\u00a0€ TTC — facture ${invoices.find((i) => i.orderids[0] === first)?.number}`,
    );
    expect(summary.text).toContain('débités sur Visa •••• 4242');
    expect(summary.text).toContain(FACTURATION);

    // the chain goes on: next month's run is scheduled for the first day of the following month, 06:00 Paris
    const next = await jobModel(app.mongoose.connection)
      .find({ name: MONTHLY_BILLING_JOB, 'data.month': nextBillingMonth(MONTH) })
      .lean();
    expect(next.length).toBeGreaterThanOrEqual(1);
    expect(next[0]?.runAt).toEqual(monthlyBillingRunAt(nextBillingMonth(MONTH)));

    // a late rerun finds the month billed: nothing charged, nothing sent again
    expect(await runMonthlyBilling(second, MONTH)).toMatchObject({
      [String(monthly.organisation._id)]: 'busy',
    });
    expect(chargesOf(app, monthly.organisation._id)).toEqual({ succeeded: 1, failed: 0 });
    expect(mailsTo('mensuel@agence.test')).toHaveLength(1);
    expect(
      await monthlyBillingModel(app.mongoose.connection).countDocuments({
        organisation: monthly.organisation._id,
      }),
    ).toBe(1);

    // the per-order organisation still owes its order, as before: paid per order or from Facturation
    expect((await Orders().findOne({ orderid: perOrderOrder }).lean())?.paid).toBeNull();
    expect(chargesOf(app, perOrder.organisation._id)).toEqual({ succeeded: 0, failed: 0 });
    expect(mailsTo('par-commande@agence.test')).toHaveLength(0);
    expect(
      await monthlyBillingModel(app.mongoose.connection).countDocuments({
        organisation: perOrder.organisation._id,
      }),
    ).toBe(0);
  });

  it('leaves the orders outstanding when the card is declined, tells the owner once, and never retries the charge', async () => {
    const pro = await createProfessional(app, 'refus@agence.test', 'premium', 'Agence Refusée');
    await saveSandboxCard(app, pro.token, '4000 0000 0000 0341');
    await chooseFrequency(app, pro.token, 'monthly');
    const orderid = await deferredOrder(app, pro.token, 'refus@agence.test');

    expect(await runMonthlyBilling(app, MONTH)).toMatchObject({
      [String(pro.organisation._id)]: 'declined',
    });
    expect(chargesOf(app, pro.organisation._id)).toEqual({ succeeded: 0, failed: 1 });
    expect(await Orders().findOne({ orderid }).lean()).toMatchObject({
      paid: null,
      pending: true,
      state: 'confirmed',
    });
    const notice = await catcher.waitFor((m) => m.to === 'refus@agence.test' && isStatement(m));
    expect(notice.subject).toMatch(/^Relevé de \S+ \d{4} : 1 commande à régler \(59,88\s€ TTC\)$/);
    expect(notice.text).toContain(
      'Votre banque a refusé le paiement de 59,88\u00a0€ TTC sur Visa •••• 0341 : aucune somme n’a été prélevée.',
    );
    expect(notice.text).toContain(
      'Réglez-les depuis la page Facturation de votre espace professionnel, avec une autre carte si besoin.',
    );
    expect(notice.text).toContain(FACTURATION);

    // the job's retry, another instance: the month is settled, the card is not tried again
    expect(await runMonthlyBilling(second, MONTH)).toMatchObject({
      [String(pro.organisation._id)]: 'busy',
    });
    expect(chargesOf(app, pro.organisation._id)).toEqual({ succeeded: 0, failed: 1 });
    expect(mailsTo('refus@agence.test')).toHaveLength(1);

    // the owner pays from Facturation with another card
    await saveSandboxCard(app, pro.token);
    const cards = (
      await app.inject({
        method: 'GET',
        url: '/billing/stripe/listMethods',
        headers: bearer(pro.token),
      })
    ).json().payload.methods as Array<{ id: string; last4: string }>;
    const good = cards.find((c) => c.last4 === '4242')!;
    const paid = await app.inject({
      method: 'POST',
      url: '/billing/stripe/pay/intermediary',
      headers: bearer(pro.token),
      payload: { orders: [orderid], payment_method: good.id },
    });
    expect(paid.statusCode).toBe(200);
  });

  it('asks the owner to pay from Facturation when no card is saved, charging nothing', async () => {
    const pro = await createProfessional(
      app,
      'sans-carte@agence.test',
      'experts',
      'Agence Sans Carte',
    );
    await chooseFrequency(app, pro.token, 'monthly');
    const orderid = await deferredOrder(app, pro.token, 'sans-carte@agence.test');

    expect(await runMonthlyBilling(app, MONTH)).toMatchObject({
      [String(pro.organisation._id)]: 'no-card',
    });
    expect((await Orders().findOne({ orderid }).lean())?.paid).toBeNull();
    const notice = await catcher.waitFor(
      (m) => m.to === 'sans-carte@agence.test' && isStatement(m),
    );
    expect(notice.text).toContain(
      'Aucune carte n’est enregistrée pour Agence Sans Carte : aucune somme n’a été prélevée.',
    );
    expect(notice.text).toContain('après avoir enregistré une carte');
  });

  it('bills nothing and sends nothing when the month has no deferred order', async () => {
    const pro = await createProfessional(app, 'calme@agence.test', 'experts', 'Agence Calme');
    await chooseFrequency(app, pro.token, 'monthly');
    expect(await runMonthlyBilling(app, MONTH)).toMatchObject({
      [String(pro.organisation._id)]: 'nothing',
    });
    expect(mailsTo('calme@agence.test')).toHaveLength(0);
  });
});
