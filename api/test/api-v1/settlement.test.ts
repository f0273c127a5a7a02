import { orderModel } from '../../src/models/order';
import { createAccount, tokenFor } from '../helpers/accounts';
import { finishAsStaff } from '../helpers/orders';
import { appWithMailForFile } from '../helpers/app-with-mail';
import { createIntegrator, getAs, orderBody, postOrder, type Integrator } from './helpers';

const context = appWithMailForFile({ SCHEDULER_ENABLED: 'false' });
const app = () => context.app;

interface Call {
  lot: string;
  due: string;
  nature: string;
  cents: number;
  period: { start: string; end: string } | null;
}

/**
 * GET /api/v1/orders/{id}/figures for notarial software: the échéancier of the version
 * delivered (cents, ISO days) and its split at the signing day, the order's or one asked.
 */
describe('/api/v1: the échéancier and its split at the signing', () => {
  let agency: Integrator;
  let orderid: string;
  let schedule: Call[];
  const figures = (query = '') =>
    getAs(app(), agency.secret, `/api/v1/orders/${orderid}/figures${query}`);

  beforeAll(async () => {
    agency = await createIntegrator(app(), 'notaires@etude.test', 'syndic');
    const admin = await tokenFor(
      app(),
      String((await createAccount(app(), { email: 'staff@ped.test', is_admin: true }))._id),
    );
    // a calendar year closed on 31 December 2025, quarterly calls of 2 940 € ÷ 4
    const body = orderBody('ECH-1', {
      dt_n_start: '2025-01-01',
      dt_n_end: '2025-12-31',
      expected_budget: 2940,
    });
    orderid = (await postOrder(app(), agency.secret, body)).json().payload.orderid;
    await finishAsStaff(app(), admin, orderid, 'notaires@etude.test');
    schedule = (await figures()).json().payload.schedule;
  });

  it('gives the calls of the twelve months after delivery in cents and ISO days, and no split before a signing day', async () => {
    const payload = (await figures()).json().payload;
    // the quarter in progress, then four calls
    expect(schedule).toHaveLength(5);
    expect(
      schedule.every((c) => c.lot === '12' && c.nature === 'budget' && c.cents === 73_500),
    ).toBe(true);
    expect(schedule[0]!.period!.start <= new Date().toISOString().slice(0, 10)).toBe(true);
    expect(payload.settlement).toBeNull();
  });

  it('splits at the signing day asked, by art. 6-2 or by a daily prorata', async () => {
    const second = schedule[1]!;
    const legal = (await figures(`?signing_day=${second.due}&rule=art-6-2`)).json().payload
      .settlement;
    expect(legal.total).toEqual({
      seller_cents: 2 * 73_500,
      buyer_cents: 3 * 73_500,
      loan_if_transferred_cents: 0,
    });
    expect(legal.rule_label).toBe('Règle légale (article 6-2 du décret du 17 mars 1967)');

    // ten days into the second quarter: the seller bears ten of its days
    const day = new Date(`${second.due}T12:00:00Z`);
    day.setUTCDate(day.getUTCDate() + 10);
    const signing = day.toISOString().slice(0, 10);
    const days =
      (Date.parse(second.period!.end) - Date.parse(second.period!.start)) / 86_400_000 + 1;
    const prorata = (await figures(`?signing_day=${signing}&rule=prorata`)).json().payload
      .settlement;
    expect(prorata.calls[1]).toMatchObject({
      basis: 'prorata',
      seller_cents: Math.round((73_500 * 10) / days),
      buyer_cents: 73_500 - Math.round((73_500 * 10) / days),
    });
  });

  it('splits at the order’s own signing day and rule once the notary or the seller gave them', async () => {
    await orderModel(app().mongoose.connection).updateOne(
      { orderid },
      { $set: { deed_day: schedule[2]!.due, settlement_rule: 'art-6-2' } },
    );
    const settlement = (await figures()).json().payload.settlement;
    expect(settlement).toMatchObject({ signing_day: schedule[2]!.due, rule: 'art-6-2' });
    expect(settlement.lots).toEqual([
      {
        lot: '12',
        seller_cents: 3 * 73_500,
        buyer_cents: 2 * 73_500,
        loan_if_transferred_cents: 0,
      },
    ]);
  });

  it('refuses a signing day that is not a day, or an unknown rule, in French', async () => {
    const bad = await figures('?signing_day=15/01/2027');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      message: 'Date invalide (AAAA-MM-JJ attendu)',
      payload: { code: 'validation_failed' },
    });
    const rule = await figures('?rule=moitie');
    expect(rule.statusCode).toBe(400);
    expect(rule.json().message).toBe('Règle de répartition inconnue');
  });
});
