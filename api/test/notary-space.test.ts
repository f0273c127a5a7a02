import { createOrderForm, DEED_DAY_PAST, parisDay } from '@ped/domain';
import { VERSION_NOT_FOUND } from '../src/services/pre-etat-date/delivered-document';
import { orderModel } from '../src/models/order';
import { orderShareModel } from '../src/models/order-share';
import { orderBuildingRecordModel } from '../src/models/order-building-record';
import { hashToken } from '../src/lib/tokens';
import { watchFreshness } from '../src/services/notary-space/freshness-watch';
import { bearer } from './helpers/accounts';
import { appWithMailForFile, TEST_APP_URL } from './helpers/app-with-mail';
import { createRoleWorld, type RoleWorld } from './helpers/roles';
import { pdfText } from './documents/pdf-text';

const STAFF = 'equipe@pre-etat-date.test';
const context = appWithMailForFile({ SCHEDULER_ENABLED: 'false', STAFF_EMAIL: STAFF });

let sequence = 0;
const nextId = () => `NOT${String(++sequence).padStart(3, '0')}`;

describe('the notary’s space', () => {
  let world: RoleWorld;
  beforeAll(async () => {
    world = await createRoleWorld(context.app);
  });
  beforeEach(() => context.catcher.clear());

  const app = () => context.app;
  const admin = () => bearer(world.tokens.admin);

  /** A visitor's order, written and ready to be finished by staff. */
  async function readyOrder(offer = 'cle', notary = 'etude.durand@notaires.test') {
    const orderid = nextId();
    const account = `vendeur-${orderid.toLowerCase()}@exemple.fr`;
    await orderModel(app().mongoose.connection).create({
      orderid,
      account,
      state: 'ready',
      payload: { offer, syndic: { name: 'Cabinet Martin' } },
      stored: {
        ...createOrderForm(),
        offer,
        address: '3 rue des Lilas',
        zipcode: '69003',
        city: 'Lyon',
        notary: { name: 'Maître Durand', email: notary },
        // the date of the AG that approved the accounts: « Terminer » checks it is known
        dt_based: '2026-03-12',
        // a calendar year closed on 31 December 2025 and 2 940 € of budget a year: an échéancier
        dt_n_start: '2025-01-01',
        dt_n_end: '2025-12-31',
        expected_budget: 2940,
        owners: [
          {
            firstname: 'Marie',
            lastname: 'Dupont',
            address: '',
            additional: '',
            zipcode: '',
            city: '',
          },
        ],
        lots: [
          {
            number: '12',
            kind: 'appartement',
            description: 'T3',
            tantiemes: 245,
            tantiemes_total: 10000,
          },
        ],
      },
    });
    return { orderid, account };
  }

  async function finish(orderid: string, account: string) {
    const done = await app().inject({
      method: 'POST',
      url: '/order/done',
      headers: admin(),
      payload: { orderid, account },
    });
    expect({ status: done.statusCode, message: done.json().message }).toMatchObject({
      status: 200,
    });
  }

  /** Finishes an order and returns the token the notary's e-mail carries. */
  async function finishedWithToken(offer = 'cle') {
    const order = await readyOrder(offer);
    await finish(order.orderid, order.account);
    const mail = await context.catcher.waitFor(
      (m) => m.to.includes('etude.durand@notaires.test') && m.subject.includes(order.orderid),
    );
    const match = new RegExp(`${TEST_APP_URL}/espace-notaire/([A-Za-z0-9_-]+)`).exec(mail.text);
    expect(match).not.toBeNull();
    return { ...order, token: match![1]!, mail };
  }

  const view = (token: string, ip = '203.0.113.57') =>
    app().inject({ method: 'GET', url: `/espace-notaire/${token}`, remoteAddress: ip });

  it('e-mails the notary a link when a Confort order is finished, in French, HTML and text', async () => {
    const { orderid, token, mail } = await finishedWithToken();
    expect(mail.subject).toBe(`Pré-état daté de la commande ${orderid} : votre espace sécurisé`);
    expect(mail.text).toContain('Le vendeur nous a demandé de vous transmettre');
    expect(mail.html).toContain(`/espace-notaire/${token}`);
    expect(token.length).toBeGreaterThanOrEqual(43);
    // only the hash is kept
    const shares = await orderShareModel(app().mongoose.connection).find({ orderid }).lean();
    expect(shares).toHaveLength(1);
    expect(shares[0]!.token_hash).toBe(hashToken(token));
    expect(JSON.stringify(shares)).not.toContain(token);
    // the seller is told the notary has it, not to forward it
    const seller = await context.catcher.waitFor(
      (m) => m.subject === `Votre pré-état daté est disponible (commande ${orderid})`,
    );
    expect(seller.text).toContain('(etude.durand@notaires.test). Inutile de le leur renvoyer.');
  });

  const sign = (token: string, body: unknown) =>
    app().inject({
      method: 'POST',
      url: `/espace-notaire/${token}/signing`,
      payload: body as object,
    });

  it('gives the notary the calls of the version delivered, and records the signing day and rule they choose without a new version', async () => {
    const order = await finishedWithToken();
    const before = (await view(order.token)).json().payload;
    expect(before.settlement).toMatchObject({ signing_day: null, rule: 'art-6-2' });
    expect(before.settlement.schedule).toHaveLength(5);
    expect(before.settlement.schedule[0]).toMatchObject({
      lot: '12',
      nature: 'budget',
      cents: 73_500,
    });

    const day = before.settlement.schedule[2].due;
    const signed = await sign(order.token, { signing_day: day, rule: 'prorata' });
    expect(signed.statusCode).toBe(200);
    expect(signed.json().message).toBe(
      'Date de signature enregistrée : les liens de la vente valent jusqu’à ce jour inclus.',
    );
    const after = signed.json().payload;
    expect(after.settlement).toMatchObject({ signing_day: day, rule: 'prorata' });
    // the same calls, the same version: nothing was delivered again
    expect(after.settlement.schedule).toEqual(before.settlement.schedule);
    expect(after.versions).toHaveLength(1);
    expect(new Date(after.expires).getTime()).toBeGreaterThan(
      new Date(`${day}T12:00:00Z`).getTime(),
    );
    const stored = await orderModel(app().mongoose.connection)
      .findOne({ orderid: order.orderid })
      .lean();
    expect(stored).toMatchObject({ deed_day: day, settlement_rule: 'prorata' });
    expect(stored!.history.at(-1)).toMatchObject({
      action: 'signing',
      by: 'Maître Durand (notaire du vendeur)',
    });
  });

  it('refuses a past signing day, an unknown rule, and a recipient who is not a notary', async () => {
    const order = await finishedWithToken();
    const past = await sign(order.token, { signing_day: '2020-01-15', rule: 'art-6-2' });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe(
      'La date de signature ne peut pas être passée : indiquez le jour prévu pour l’acte.',
    );
    const rule = await sign(order.token, { signing_day: '2099-01-15', rule: 'moitie' });
    expect(rule.json().message).toBe('Règle de répartition inconnue');
    await orderShareModel(app().mongoose.connection).updateOne(
      { orderid: order.orderid },
      { $set: { role: 'agent' } },
    );
    const agent = await sign(order.token, { signing_day: '2099-01-15', rule: 'art-6-2' });
    expect(agent.statusCode).toBe(403);
    expect(agent.json().message).toBe(
      'Seul un notaire de la vente fixe la date de signature et la répartition des appels.',
    );
    const stored = await orderModel(app().mongoose.connection)
      .findOne({ orderid: order.orderid })
      .lean();
    expect(stored!.deed_day).toBeNull();
  });

  it('opens only its order, records each opening with the version and a truncated IP', async () => {
    const first = await finishedWithToken();
    const second = await finishedWithToken();
    const opened = await view(first.token);
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['x-robots-tag']).toContain('noindex');
    const payload = opened.json().payload;
    expect(payload.orderid).toBe(first.orderid);
    expect(payload.sellers).toEqual(['Marie Dupont']);
    expect(payload.lots).toEqual([{ number: '12', kind: 'Appartement', description: 'T3' }]);
    expect(payload.document.version).toBe(1);
    expect(payload.versions).toHaveLength(1);

    const pdf = await app().inject({
      method: 'GET',
      url: `/espace-notaire/${first.token}/document`,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const { text } = await pdfText(pdf.rawPayload);
    expect(text).toContain(first.orderid);
    expect(text).not.toContain(second.orderid);

    // each version of the history is a link of its own (?version=1 answered 400)
    const first1 = await app().inject({
      method: 'GET',
      url: `/espace-notaire/${first.token}/document?version=1`,
    });
    expect(first1.statusCode).toBe(200);
    expect(first1.headers['content-disposition']).toContain('-v1.pdf');
    const unknownVersion = await app().inject({
      method: 'GET',
      url: `/espace-notaire/${first.token}/document?version=9`,
    });
    expect(unknownVersion.statusCode).toBe(404);
    expect(unknownVersion.json().message).toBe(VERSION_NOT_FOUND);

    const share = await orderShareModel(app().mongoose.connection)
      .findOne({ orderid: first.orderid })
      .lean();
    expect(share!.openings).toHaveLength(1);
    expect(share!.openings[0]).toMatchObject({ version: 1, ip: '203.0.113.0' });

    // the seller sees the opening
    const sharing = await app().inject({
      method: 'GET',
      url: `/order/${first.orderid}/sharing?account=${encodeURIComponent(first.account)}`,
    });
    expect(sharing.statusCode).toBe(200);
    expect(sharing.json().payload.shares[0].openings).toHaveLength(1);
    // and nobody else does
    const stranger = await app().inject({
      method: 'GET',
      url: `/order/${first.orderid}/sharing?account=${encodeURIComponent(second.account)}`,
    });
    expect(stranger.statusCode).toBe(404);
  });

  it('answers a French 404 for an unknown token and 410 for a revoked or expired one', async () => {
    const unknown = await view('x'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toMatch(/^Ce lien n’existe pas/);

    const revoked = await finishedWithToken();
    const listed = await app().inject({
      method: 'GET',
      url: `/order/${revoked.orderid}/sharing?account=${encodeURIComponent(revoked.account)}`,
    });
    const shareId = listed.json().payload.shares[0].id;
    const revoke = await app().inject({
      method: 'POST',
      url: `/order/${revoked.orderid}/sharing/${shareId}/revoke?account=${encodeURIComponent(revoked.account)}`,
    });
    expect(revoke.statusCode).toBe(200);
    expect(revoke.json().payload.shares[0].status).toBe('revoked');
    const afterRevoke = await view(revoked.token);
    expect(afterRevoke.statusCode).toBe(410);
    expect(afterRevoke.json().message).toMatch(/^Ce lien a été révoqué par le vendeur/);
    const pdf = await app().inject({
      method: 'GET',
      url: `/espace-notaire/${revoked.token}/document`,
    });
    expect(pdf.statusCode).toBe(410);

    const expired = await finishedWithToken();
    await orderShareModel(app().mongoose.connection).updateOne(
      { orderid: expired.orderid },
      { $set: { expires: new Date(Date.now() - 1000) } },
    );
    const afterExpiry = await view(expired.token);
    expect(afterExpiry.statusCode).toBe(410);
    expect(afterExpiry.json().message).toMatch(/^Ce lien a expiré/);
    // a 410 is cacheable by default: moved deed dates must not leave « expiré » in a browser
    for (const answer of [unknown, afterRevoke, pdf, afterExpiry])
      expect(answer.headers['cache-control']).toBe('private, no-store');
  });

  it('ends the links on the deed date the seller gives', async () => {
    const order = await finishedWithToken();
    const set = await app().inject({
      method: 'POST',
      url: `/order/${order.orderid}/sharing/deed-date?account=${encodeURIComponent(order.account)}`,
      payload: { deed_day: '2099-02-15' },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().payload.deed_day).toBe('2099-02-15');
    expect(set.json().payload.shares[0].expires).toBe('2099-02-15T23:00:00.000Z');

    // yesterday would end the notary's link at once: refused, the links keep their day
    const yesterday = parisDay(new Date(Date.now() - 24 * 3600 * 1000));
    const past = await app().inject({
      method: 'POST',
      url: `/order/${order.orderid}/sharing/deed-date?account=${encodeURIComponent(order.account)}`,
      payload: { deed_day: yesterday },
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe(DEED_DAY_PAST);
    expect((await view(order.token)).statusCode).toBe(200);
  });

  it('lets the seller add a recipient with their own link', async () => {
    const order = await finishedWithToken();
    const added = await app().inject({
      method: 'POST',
      url: `/order/${order.orderid}/sharing?account=${encodeURIComponent(order.account)}`,
      payload: { role: 'buyer-notary', name: 'Maître Leroy', email: 'leroy@notaires.test' },
    });
    expect(added.statusCode).toBe(200);
    expect(added.json().payload.shares.map((s: { role: string }) => s.role)).toEqual([
      'notary',
      'buyer-notary',
    ]);
    const mail = await context.catcher.waitFor((m) => m.to.includes('leroy@notaires.test'));
    // the seller by name, not by the address that ordered
    expect(mail.text).toContain('Marie Dupont, vendeur du bien, vous partage le pré-état daté');
    expect(mail.text).not.toContain(order.account);
    const token = /\/espace-notaire\/([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
    expect(token).not.toBe(order.token);
    expect((await view(token)).json().payload.recipient.role).toBe('buyer-notary');
  });

  it('turns a correction request into need-refresh, for the admin tab, and e-mails seller and staff', async () => {
    const order = await finishedWithToken();
    const missingReason = await app().inject({
      method: 'POST',
      url: `/espace-notaire/${order.token}/answer`,
      payload: { kind: 'correction', reason: '  ' },
    });
    expect(missingReason.statusCode).toBe(400);
    expect(missingReason.json().message).toBe('Indiquez ce qui doit être corrigé.');

    const answered = await app().inject({
      method: 'POST',
      url: `/espace-notaire/${order.token}/answer`,
      payload: { kind: 'correction', reason: 'Le lot 12 porte 254 tantièmes, pas 245.' },
    });
    expect(answered.statusCode).toBe(200);
    expect(answered.json().payload.answers).toEqual([
      expect.objectContaining({ kind: 'correction', version: 1 }),
    ]);
    const stored = await orderModel(app().mongoose.connection)
      .findOne({ orderid: order.orderid })
      .lean();
    expect(stored!.state).toBe('need-refresh');
    expect(stored!.refresh_request).toMatchObject({
      kind: 'correction',
      by: 'etude.durand@notaires.test',
      reason: 'Le lot 12 porte 254 tantièmes, pas 245.',
    });

    const tab = await app().inject({
      method: 'POST',
      url: '/resources/orders',
      headers: admin(),
      payload: { states: ['need-refresh'], pending: null },
    });
    expect(tab.json().payload.items.map((o: { orderid: string }) => o.orderid)).toContain(
      order.orderid,
    );
    // the list row leaves the details out: staff read them on the whole order they open
    const opened = await app().inject({
      method: 'GET',
      url: `/order/${order.orderid}`,
      headers: admin(),
    });
    expect(opened.json().payload.refresh_request.kind).toBe('correction');

    await context.catcher.waitFor(
      (m) => m.to.includes(order.account) && m.subject.includes('correction demandée'),
    );
    const staff = await context.catcher.waitFor((m) => m.to.includes(STAFF));
    expect(staff.text).toContain('Corrections demandées');
    // the notary who asked knows: no « actualisation en cours » for them (all mails above
    // are sent before the answer, in the request that reopened the order)
    expect(
      context.catcher
        .messages()
        .filter(
          (m) => m.subject.includes('actualisation en cours') && m.subject.includes(order.orderid),
        ),
    ).toEqual([]);
    expect((await view(order.token)).json().payload.updating).toMatchObject({ kind: 'correction' });

    const again = await app().inject({
      method: 'POST',
      url: `/espace-notaire/${order.token}/answer`,
      payload: { kind: 'correction', reason: 'Encore' },
    });
    expect(again.statusCode).toBe(409);
  });

  it('records « Document conforme » and tells the seller', async () => {
    const order = await finishedWithToken();
    const answered = await app().inject({
      method: 'POST',
      url: `/espace-notaire/${order.token}/answer`,
      payload: { kind: 'conform' },
    });
    expect(answered.statusCode).toBe(200);
    await context.catcher.waitFor(
      (m) => m.to.includes(order.account) && m.subject.includes('jugé conforme'),
    );
    const stored = await orderModel(app().mongoose.connection)
      .findOne({ orderid: order.orderid })
      .lean();
    expect(stored!.state).toBe('done');
  });

  async function recordNextAg(orderid: string, date: string) {
    await orderBuildingRecordModel(app().mongoose.connection).create({
      orderid,
      entries: [
        {
          item: 'next_ag',
          // announced: a date staff typed themselves is not a convocation (document-checks)
          value: { status: 'planned', date, details: '' },
          by: 'admin@roles.test',
          at: new Date(),
        },
      ],
    });
  }

  const freeUpdate = (order: { orderid: string; account: string }) =>
    app().inject({
      method: 'POST',
      url: `/order/${order.orderid}/free-update?account=${encodeURIComponent(order.account)}`,
      payload: { reason: 'Le syndic a envoyé un nouvel appel de fonds.' },
    });

  it('refuses the free update after the next AG, with its reason', async () => {
    const order = await finishedWithToken();
    await recordNextAg(order.orderid, '2020-06-12');
    const refused = await freeUpdate(order);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'La mise à jour gratuite valait jusqu’à l’assemblée générale du 12 juin 2020 : ses comptes approuvés changent les montants, il faut un nouveau pré-état daté. Nous le préremplissons à partir de celui-ci.',
    );
    expect(refused.json().payload).toEqual({ newOrder: true });
  });

  it('after an AG the signing follows, allows one free update until the signing day (ADR 083)', async () => {
    const order = await finishedWithToken();
    await recordNextAg(order.orderid, '2020-06-12');
    await orderModel(app().mongoose.connection).updateOne(
      { orderid: order.orderid },
      { $set: { deed_day: '2099-03-02' } },
    );
    const sharing = () =>
      app().inject({
        method: 'GET',
        url: `/order/${order.orderid}/sharing?account=${encodeURIComponent(order.account)}`,
      });
    expect((await sharing()).json().payload.free_update).toEqual({
      allowed: true,
      reason: null,
      new_order: false,
      validity:
        'Une mise à jour gratuite après l’assemblée générale du 12 juin 2020, pour la signature du 2 mars 2099 : nous reprenons ses comptes approuvés.',
    });
    expect((await freeUpdate(order)).statusCode).toBe(200);
    // delivered again: the update that followed the AG is used
    await orderModel(app().mongoose.connection).updateOne(
      { orderid: order.orderid },
      { $set: { state: 'done' } },
    );
    const refused = await freeUpdate(order);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(
      /^La mise à jour gratuite qui suivait l’assemblée générale du 12 juin 2020 a déjà été demandée/,
    );
  });

  it('with « Modifications illimitées », reopens the order after the next AG, until the signing day', async () => {
    const order = await finishedWithToken();
    await recordNextAg(order.orderid, '2020-06-12');
    await orderModel(app().mongoose.connection).updateOne(
      { orderid: order.orderid },
      { $set: { 'payload.options': ['unlimited_modifications'], deed_day: '2099-03-02' } },
    );
    const sharing = await app().inject({
      method: 'GET',
      url: `/order/${order.orderid}/sharing?account=${encodeURIComponent(order.account)}`,
    });
    expect(sharing.json().payload.free_update).toEqual({
      allowed: true,
      reason: null,
      new_order: false,
      validity: 'Modifications illimitées jusqu’à la signature du 2 mars 2099.',
    });
    expect((await freeUpdate(order)).statusCode).toBe(200);
  });

  it('reopens the order for a free update before the next AG and tells staff', async () => {
    const order = await finishedWithToken();
    await recordNextAg(order.orderid, '2099-06-12');
    const accepted = await freeUpdate(order);
    expect(accepted.statusCode).toBe(200);
    const stored = await orderModel(app().mongoose.connection)
      .findOne({ orderid: order.orderid })
      .lean();
    expect(stored!.state).toBe('need-refresh');
    expect(stored!.refresh_request).toMatchObject({ kind: 'update' });
    await context.catcher.waitFor((m) => m.to.includes(STAFF) && m.subject.includes('gratuite'));
    // the notary reads that a new version is coming, in the space and by e-mail
    const told = await context.catcher.waitFor(
      (m) =>
        m.to.includes('etude.durand@notaires.test') && m.subject.includes('actualisation en cours'),
    );
    expect(told.subject).toBe(
      `Pré-état daté de la commande ${order.orderid} : actualisation en cours`,
    );
    expect(told.text).toContain(
      'Une nouvelle version du pré-état daté est en préparation, à la demande du vendeur. La version 1 reste consultable ici en attendant ; vous recevrez un e-mail dès que la nouvelle version sera disponible.',
    );
    expect((await view(order.token)).json().payload.updating).toEqual({
      kind: 'update',
      since: expect.any(String),
    });

    // staff correct a figure and deliver version 2 through the usual « Terminer »
    const corrected = await app().inject({
      method: 'PUT',
      url: `/order/${order.orderid}/figures`,
      headers: admin(),
      payload: {
        account: order.account,
        figures: [{ field: 'unpaid', value: 7480, reason: 'Nouvel appel de fonds du syndic' }],
      },
    });
    expect(corrected.statusCode).toBe(200);
    await finish(order.orderid, order.account);
    const notified = await context.catcher.waitFor((m) => m.subject.includes('version 2'));
    expect(notified.to).toContain('etude.durand@notaires.test');
    const payload = (await view(order.token)).json().payload;
    expect(payload.document.version).toBe(2);
    expect(payload.updating).toBeNull();
    expect(payload.versions.map((v: { version: number }) => v.version)).toEqual([1, 2]);
    expect(payload.versions[0].changes).toBeNull();
    expect(payload.versions[1].changes).toEqual([
      expect.objectContaining({ kind: 'added', field: 'unpaid', before: null, after: 748000 }),
    ]);
  });

  it('gives a Libre order no notary space', async () => {
    const order = await readyOrder('eco');
    await finish(order.orderid, order.account);
    await context.catcher.waitFor((m) => m.to.includes(order.account));
    expect(context.catcher.messages().some((m) => m.to.includes('notaires.test'))).toBe(false);
    const sharing = await app().inject({
      method: 'GET',
      url: `/order/${order.orderid}/sharing?account=${encodeURIComponent(order.account)}`,
    });
    expect(sharing.json().payload).toMatchObject({ available: false, shares: [] });
    const refused = await app().inject({
      method: 'POST',
      url: `/order/${order.orderid}/sharing?account=${encodeURIComponent(order.account)}`,
      payload: { role: 'notary', name: '', email: 'x@notaires.test' },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Votre offre ne comprend pas l’espace sécurisé partagé avec votre notaire.',
    );
  });
  describe('the update watch before the signing (ADR 078)', () => {
    // fixed days, whatever the day the suite runs: delivered on 10 January 2030, watched the next day
    const DELIVERED = new Date('2030-01-10T10:00:00Z');
    const WATCH = new Date('2030-01-11T08:00:00Z');
    const AG_REASON =
      'L’assemblée générale du 15 février 2030 se tient avant la signature : ses comptes approuvés et ses décisions peuvent changer les montants.';

    async function deliveredFor(deedDay: string) {
      const order = await finishedWithToken();
      const connection = app().mongoose.connection;
      await orderModel(connection).updateOne(
        { orderid: order.orderid },
        { $set: { 'document.generated': DELIVERED, deed_day: deedDay } },
      );
      await orderShareModel(connection).updateMany(
        { orderid: order.orderid },
        { $set: { expires: new Date('2030-12-31T23:00:00Z') } },
      );
      return order;
    }

    const staffList = async () =>
      (
        await app().inject({
          method: 'POST',
          url: '/resources/orders',
          headers: admin(),
          payload: { states: ['done'], pending: null, to_refresh: true },
        })
      )
        .json()
        .payload.items.map((item: { orderid: string }) => item.orderid);

    const toRefreshMails = (orderid: string) =>
      context.catcher
        .messages()
        .filter(
          (m) =>
            m.subject ===
            `Pré-état daté de la commande ${orderid} : à actualiser avant la signature`,
        );

    it('lists an order whose next AG comes before the signing, tells the seller and the notary once, and both read why', async () => {
      const order = await deliveredFor('2030-03-20');
      await recordNextAg(order.orderid, '2030-02-15');
      await watchFreshness(app(), WATCH);

      const [seller, notary] = ['account', 'notary'].map((who) =>
        toRefreshMails(order.orderid).find((m) =>
          m.to.includes(who === 'account' ? order.account : 'etude.durand@notaires.test'),
        ),
      );
      expect(seller!.text).toContain(
        `La signature de la vente est prévue le 20 mars 2030. D’ici là, les montants de votre pré-état daté (commande ${order.orderid}) peuvent changer :`,
      );
      expect(seller!.text).toContain(AG_REASON);
      expect(seller!.text).toContain(
        'Mise à jour gratuite jusqu’à l’assemblée générale du 15 février 2030. La signature du 20 mars 2030 la suit : une mise à jour gratuite restera possible après cette assemblée, pour la signature. Demandez-la une fois cette assemblée tenue, depuis votre commande (« Actualiser mon pré-état daté ») : nous livrons la nouvelle version à votre notaire.',
      );
      expect(seller!.text).toContain(`Voir ma commande : ${TEST_APP_URL}/`);
      expect(notary!.text).toContain(AG_REASON);
      expect(notary!.text).toContain('Le vendeur en est informé.');
      expect(await staffList()).toContain(order.orderid);
      const stored = await orderModel(app().mongoose.connection)
        .findOne({ orderid: order.orderid })
        .lean();
      expect(stored!.freshness_alert).toMatchObject({
        deed_day: '2030-03-20',
        reasons: [AG_REASON],
      });

      // the next day's pass, or another instance's, tells nobody again
      await watchFreshness(app(), new Date('2030-01-12T08:00:00Z'));
      expect(toRefreshMails(order.orderid)).toHaveLength(2);

      // the notary's space and the seller's page say the same, live
      const freshness = {
        status: 'to-refresh',
        deed_day: '2030-03-20',
        headline: 'À actualiser avant la signature du 20 mars 2030',
        reasons: [AG_REASON],
      };
      // the space is read on the real day: the AG is still to come then as on the watch's day
      expect((await view(order.token)).json().payload.freshness).toEqual(freshness);
      const sharing = await app().inject({
        method: 'GET',
        url: `/order/${order.orderid}/sharing?account=${encodeURIComponent(order.account)}`,
      });
      expect(sharing.json().payload.freshness).toEqual(freshness);

      // the seller asks for the free update: the order leaves the list at once
      expect((await freeUpdate(order)).statusCode).toBe(200);
      expect(await staffList()).not.toContain(order.orderid);
    });

    it('says « à jour » when nothing comes before the signing, and tells again when a new reason appears', async () => {
      const order = await deliveredFor('2030-02-01');
      await recordNextAg(order.orderid, '2030-02-15');
      await watchFreshness(app(), WATCH);
      expect(toRefreshMails(order.orderid)).toEqual([]);
      expect(await staffList()).not.toContain(order.orderid);
      expect((await view(order.token)).json().payload.freshness).toEqual({
        status: 'up-to-date',
        deed_day: '2030-02-01',
        headline: 'À jour pour la signature du 1er février 2030',
        reasons: [],
      });

      // the signing moves after the AG: to refresh, one e-mail each
      await orderModel(app().mongoose.connection).updateOne(
        { orderid: order.orderid },
        { $set: { deed_day: '2030-03-20' } },
      );
      await watchFreshness(app(), WATCH);
      expect(toRefreshMails(order.orderid)).toHaveLength(2);
      // the seller sends a new document: another reason, told once more
      await orderModel(app().mongoose.connection).updateOne(
        { orderid: order.orderid },
        {
          $push: {
            uploads: {
              key: `uploads/${order.orderid}/appel.pdf`,
              url: `/files/uploads/${order.orderid}/appel.pdf`,
              name: 'appel.pdf',
              mimetype: 'application/pdf',
              uploaded: new Date('2030-01-15T09:00:00Z'),
            },
          },
        },
      );
      await watchFreshness(app(), new Date('2030-01-16T08:00:00Z'));
      const mails = toRefreshMails(order.orderid);
      expect(mails).toHaveLength(4);
      expect(mails.at(-1)!.text).toContain(
        'Un document a été reçu le 15 janvier 2030, après la livraison : appel.pdf.',
      );
    });

    it('leaves an order alone once its signing day is past, and clears it from the list', async () => {
      const order = await deliveredFor('2030-03-20');
      await recordNextAg(order.orderid, '2030-02-15');
      await watchFreshness(app(), WATCH);
      expect(await staffList()).toContain(order.orderid);
      await watchFreshness(app(), new Date('2030-03-21T08:00:00Z'));
      expect(await staffList()).not.toContain(order.orderid);
    });
  });
});
