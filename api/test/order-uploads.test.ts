import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { orderModel } from '../src/models/order';
import { serializeUpload } from '../src/services/orders/serialize';
import { registerModel } from '../src/models/register';
import { registerDocumentModel } from '../src/models/register-document';
import { FINISH_NEEDS_REGISTER } from '@ped/domain';
import { bearer, createAccount, createProfessional, tokenFor } from './helpers/accounts';
import { multipartFile } from './helpers/multipart';
import { completeForm, storeOrderAs } from './helpers/orders';
import { createTestApp } from './helpers/test-app';

const FICHE = readFileSync(join(__dirname, 'fixtures/documents/fiche-synthetique.pdf'));

describe('uploads of an order: type, date and comment changed, upload deleted', () => {
  let app: FastifyInstance;
  let admin: string;
  let pro: { token: string };
  let member: string;
  let stranger: string;

  beforeAll(async () => {
    app = await createTestApp({ SCHEDULER_ENABLED: 'false' });
    admin = await tokenFor(
      app,
      String((await createAccount(app, { email: 'staff@ped.test', is_admin: true }))._id),
    );
    const agency = await createProfessional(app, 'agent@agence.test', 'experts', 'Agence du Parc');
    pro = agency;
    member = await tokenFor(
      app,
      String(
        (
          await createAccount(app, {
            email: 'collegue@agence.test',
            role: 'member',
            organisation: agency.organisation._id,
          })
        )._id,
      ),
    );
    stranger = (await createProfessional(app, 'autre@ailleurs.test', 'premium')).token;
  });
  afterAll(async () => {
    await app.close();
  });

  const Orders = () => orderModel(app.mongoose.connection);

  /** A draft of `email` (visitor, or the token's account) with the fiche synthétique uploaded. */
  async function draftWithUpload(email: string, token: string | null = null, offer = 'cle') {
    const { orderid } = await storeOrderAs(app, token, {
      account: email,
      stored: {
        ...completeForm(email),
        offer,
        method: 'upload',
        syndic: { name: 'Cabinet Durand' },
      },
    });
    const { payload, headers } = multipartFile(FICHE, { filename: 'fiche.pdf' });
    const response = await app.inject({
      method: 'POST',
      url: `/order/${orderid}/upload${token ? '' : `?account=${email}`}`,
      payload,
      headers: { ...headers, ...bearer(token) },
    });
    expect(response.statusCode).toBe(200);
    const sent = response.json().payload.upload as { id: string; url: string };
    // the file is stored and answered at once; its reading fills the upload after
    expect(response.json().payload.upload.reading).toEqual({
      status: 'pending',
      reason: null,
      guess: null,
    });
    await app.readings.drain();
    const stored = await Orders().findOne({ orderid }).lean();
    const upload = serializeUpload(stored!.uploads.find((u) => String(u._id) === sent.id)!);
    // the ordering remote adds the file's link to the form, as here
    await storeOrderAs(app, token, {
      orderid,
      account: email,
      stored: {
        ...completeForm(email),
        offer,
        method: 'upload',
        syndic: { name: 'Cabinet Durand' },
        links: [{ link: upload.url }],
      },
    });
    return { orderid, upload };
  }

  const put = (url: string, payload: unknown, token: string | null = null) =>
    app.inject({ method: 'PUT', url, payload: payload as object, headers: bearer(token) });
  const del = (url: string, token: string | null = null) =>
    app.inject({ method: 'DELETE', url, headers: bearer(token) });

  it('marks an order with an upload as including documents, with the guess filled in once read', async () => {
    const { orderid, upload } = await draftWithUpload('a@exemple.fr');
    expect(upload).toMatchObject({
      doctype: 1,
      delivered: '2024-02-05T00:00:00.000Z',
      comment: 'Fiche synthétique de la copropriété',
      reading: { status: 'done', reason: null, guess: expect.objectContaining({ doctype: 1 }) },
    });
    const order = await Orders().findOne({ orderid }).lean();
    expect(order?.includes_documents).toBe(true);
  });

  it('lets a visitor correct the type, the date and the comment of its upload', async () => {
    const { orderid, upload } = await draftWithUpload('b@exemple.fr');
    const before = (await Orders().findOne({ orderid }).lean())!.updated;
    const url = `/order/${orderid}/upload/${upload.id}?account=B@exemple.fr`;

    const response = await put(url, {
      doctype: 2,
      delivered: '2024-03-15',
      comment: '  PV 2024  ',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Document mis à jour',
      payload: {
        id: upload.id,
        doctype: 2,
        delivered: '2024-03-15T00:00:00.000Z',
        comment: 'PV 2024',
      },
    });

    // one field at a time, the others kept; an emptied date is cleared
    expect((await put(url, { doctype: 10 })).json().payload).toMatchObject({
      doctype: 10,
      delivered: '2024-03-15T00:00:00.000Z',
      comment: 'PV 2024',
    });
    expect((await put(url, { delivered: null })).json().payload).toMatchObject({
      doctype: 10,
      delivered: null,
    });
    const order = await app.inject({
      method: 'GET',
      url: `/order/${orderid}?account=b@exemple.fr`,
    });
    expect(order.json().payload.uploads).toEqual([
      expect.objectContaining({ id: upload.id, doctype: 10, delivered: null, comment: 'PV 2024' }),
    ]);
    const stored = await Orders().findOne({ orderid }).lean();
    expect(stored!.updated.getTime()).toBeGreaterThan(before.getTime());
  });

  it('refuses bad changes with a French message and leaves the upload as it was', async () => {
    const { orderid, upload } = await draftWithUpload('c@exemple.fr');
    const url = `/order/${orderid}/upload/${upload.id}?account=c@exemple.fr`;
    const cases: Array<[unknown, string]> = [
      [{ doctype: 11 }, 'Type de document inconnu'],
      [{ doctype: 0 }, 'Type de document inconnu'],
      [{ doctype: null }, 'Type de document inconnu'],
      [{ delivered: '15/03/2024' }, 'Date invalide (jour attendu au format AAAA-MM-JJ)'],
      [{ comment: 'x'.repeat(501) }, 'Le commentaire ne doit pas dépasser 500 caractères'],
      [{ url: 'https://ailleurs.test/x.pdf' }, 'Champ non autorisé : « url »'],
      [{}, 'Aucune modification à enregistrer'],
    ];
    for (const [body, message] of cases) {
      const response = await put(url, body);
      expect({ body, status: response.statusCode, message: response.json().message }).toEqual({
        body,
        status: 400,
        message,
      });
    }
    const bad = await put(`/order/${orderid}/upload/pas-un-id?account=c@exemple.fr`, {
      doctype: 2,
    });
    expect([bad.statusCode, bad.json().message]).toEqual([400, 'Document introuvable']);
    const unknown = await put(
      `/order/${orderid}/upload/0123456789abcdef01234567?account=c@exemple.fr`,
      { doctype: 2 },
    );
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, 'Document introuvable']);
    const order = await Orders().findOne({ orderid }).lean();
    expect(order?.uploads[0]).toMatchObject({ doctype: 1, comment: upload.comment });
  });

  it('lets only those who may see the order change or delete its uploads', async () => {
    const visitorDraft = await draftWithUpload('d@exemple.fr');
    const base = `/order/${visitorDraft.orderid}/upload/${visitorDraft.upload.id}`;
    for (const url of [base, `${base}?account=autre@exemple.fr`]) {
      const response = await put(url, { doctype: 3 });
      expect([response.statusCode, response.json().message]).toEqual([404, 'Commande introuvable']);
      expect((await del(url)).statusCode).toBe(404);
    }
    expect((await put(base, { doctype: 3 }, stranger)).statusCode).toBe(404);
    expect((await put(base, { doctype: 3 }, admin)).statusCode).toBe(200);

    const proDraft = await draftWithUpload('agent@agence.test', pro.token);
    const proUrl = `/order/${proDraft.orderid}/upload/${proDraft.upload.id}`;
    // an organisation's order is never reached with its e-mail alone
    expect((await put(`${proUrl}?account=agent@agence.test`, { doctype: 4 })).statusCode).toBe(404);
    expect((await put(proUrl, { doctype: 4 }, stranger)).statusCode).toBe(404);
    expect((await del(proUrl, stranger)).statusCode).toBe(404);
    expect((await put(proUrl, { doctype: 4 }, member)).json().payload.doctype).toBe(4);
    expect((await del(proUrl, member)).statusCode).toBe(200);
  });

  it('deletes an upload: the entry, its link in the form, then the stored file', async () => {
    const { orderid, upload } = await draftWithUpload('e@exemple.fr');
    const { key } = (await Orders().findOne({ orderid }).lean())!.uploads[0]!;
    expect(await app.storage.exists(key)).toBe(true);

    const url = `/order/${orderid}/upload/${upload.id}?account=e@exemple.fr`;
    const response = await del(url);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Document supprimé',
      payload: { id: upload.id },
    });

    const order = await Orders().findOne({ orderid }).lean();
    expect(order?.uploads).toEqual([]);
    expect((order?.stored as { links: unknown[] }).links).toEqual([]);
    expect(order?.payload?.links).toEqual([]);
    // no upload left, not the Pack ALUR: nothing to annex anymore
    expect(order?.includes_documents).toBe(false);
    expect(await app.storage.exists(key)).toBe(false);
    const file = await app.inject({ method: 'GET', url: `/files/${key}?account=e@exemple.fr` });
    expect(file.statusCode).toBe(404);
    expect((await del(url)).statusCode).toBe(404);
  });

  it('keeps the Pack ALUR as including documents, uploads or not', async () => {
    const alur = await storeOrderAs(app, null, {
      account: 'f@exemple.fr',
      stored: { ...completeForm('f@exemple.fr'), offer: 'vte' },
    });
    expect(alur.includes_documents).toBe(true);
    const withUpload = await draftWithUpload('g@exemple.fr', null, 'vte');
    await del(`/order/${withUpload.orderid}/upload/${withUpload.upload.id}?account=g@exemple.fr`);
    expect(
      (await Orders().findOne({ orderid: withUpload.orderid }).lean())?.includes_documents,
    ).toBe(true);
    // switching to another offer with no upload clears it
    const cle = await storeOrderAs(app, null, {
      orderid: alur.orderid,
      account: 'f@exemple.fr',
      stored: { ...completeForm('f@exemple.fr'), offer: 'cle' },
    });
    expect(cle.includes_documents).toBe(false);
  });

  it('locks the uploads once the order is paid or confirmed, except for admins', async () => {
    const paid = await draftWithUpload('h@exemple.fr');
    await Orders().updateOne({ orderid: paid.orderid }, { $set: { paid: new Date() } });
    const confirmed = await draftWithUpload('i@exemple.fr');
    await Orders().updateOne({ orderid: confirmed.orderid }, { $set: { state: 'confirmed' } });
    for (const [{ orderid, upload }, email] of [
      [paid, 'h@exemple.fr'],
      [confirmed, 'i@exemple.fr'],
    ] as const) {
      const url = `/order/${orderid}/upload/${upload.id}?account=${email}`;
      for (const response of [await put(url, { doctype: 5 }), await del(url)]) {
        expect([response.statusCode, response.json().message]).toEqual([
          409,
          'Cette commande est confirmée : ses documents ne peuvent plus être modifiés',
        ]);
      }
      const { key } = (await Orders().findOne({ orderid }).lean())!.uploads[0]!;
      expect(await app.storage.exists(key)).toBe(true);
    }
    const byStaff = await put(
      `/order/${confirmed.orderid}/upload/${confirmed.upload.id}`,
      { doctype: 5 },
      admin,
    );
    expect(byStaff.json().payload.doctype).toBe(5);
  });

  it('holds Terminer until an order with uploads is associated with a register', async () => {
    const { orderid } = await draftWithUpload('j@exemple.fr');
    await Orders().updateOne({ orderid }, { $set: { state: 'ready' } });
    const refused = await app.inject({
      method: 'POST',
      url: '/order/done',
      payload: { orderid, account: 'j@exemple.fr', send_mail: false },
      headers: bearer(admin),
    });
    expect([refused.statusCode, refused.json().message]).toEqual([409, FINISH_NEEDS_REGISTER]);
  });

  describe('deleting a register', () => {
    const call = (method: 'POST' | 'DELETE', url: string, payload?: object) =>
      app.inject({ method, url, payload, headers: bearer(admin) });

    it('is refused while orders are associated with it, the register and its documents kept', async () => {
      await call('POST', '/resources/registers', { id: 'AC1111111' });
      await call('POST', '/resources/registers', { id: 'AC2222222' });
      await registerDocumentModel(app.mongoose.connection).create({
        registration_id: 'AC1111111',
        doctype: 1,
        delivered: new Date('2024-01-10'),
        url: 'https://api.example.fr/files/registers/x.pdf',
        mimetype: 'application/pdf',
      });
      const orders = await Promise.all(
        ['k@exemple.fr', 'l@exemple.fr'].map(async (email) => {
          const { orderid } = await storeOrderAs(app, null, {
            account: email,
            stored: completeForm(email),
          });
          const associated = await call('POST', '/order/associate', {
            orderid,
            account: email,
            registration_id: 'AC1111111',
          });
          expect(associated.statusCode).toBe(200);
          return { orderid, email };
        }),
      );

      const refused = await call('DELETE', '/resources/registers/ac1111111');
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        success: false,
        message: 'Cette copropriété est associée à 2 commande(s)',
        payload: { orders: 2 },
      });
      expect(
        await registerModel(app.mongoose.connection).exists({ _id: 'AC1111111' }),
      ).toBeTruthy();
      expect(
        await registerDocumentModel(app.mongoose.connection).countDocuments({
          registration_id: 'AC1111111',
        }),
      ).toBe(1);
      expect(
        (await Orders().find({ registration_id: 'AC1111111' }).lean()).map((o) => o.orderid).sort(),
      ).toEqual(orders.map((o) => o.orderid).sort());

      // once staff moved the orders to the right register, the deletion goes through
      for (const { orderid, email } of orders)
        await call('POST', '/order/associate', {
          orderid,
          account: email,
          registration_id: 'AC2222222',
        });
      const deleted = await call('DELETE', '/resources/registers/AC1111111');
      expect([deleted.statusCode, deleted.json().message]).toEqual([
        200,
        'Copropriété supprimée avec ses documents',
      ]);
      expect(
        await registerDocumentModel(app.mongoose.connection).countDocuments({
          registration_id: 'AC1111111',
        }),
      ).toBe(0);
    });

    it('still answers 404 for an unknown register', async () => {
      const response = await call('DELETE', '/resources/registers/AC9999999');
      expect([response.statusCode, response.json().message]).toEqual([
        404,
        'Copropriété introuvable',
      ]);
    });
  });
});
