import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { REGISTRATION_NUMBER_MESSAGES } from '@ped/domain';
import { auditLogModel } from '../src/models/audit-log';
import { MAX_UPLOAD_BYTES } from '../src/lib/upload-limits';
import { createAccount, createProfessional, tokenFor, bearer } from './helpers/accounts';
import { multipartFile } from './helpers/multipart';
import { completeForm, storeOrderAs } from './helpers/orders';
import { createTestApp } from './helpers/test-app';
import { loadFixtures } from './fixtures/documents';

const fixtures = loadFixtures(path.join(__dirname, 'fixtures/documents'));
const fixture = (file: string) => fixtures.find((f) => f.file === file)!;

describe('resources API (admin)', () => {
  let app: FastifyInstance;
  let admin: string;
  let pro: string;
  const dataDir = `/tmp/ped-test-resources-${process.pid}`;

  beforeAll(async () => {
    app = await createTestApp({
      SCHEDULER_ENABLED: 'false',
      DATA_DIR: dataDir,
      PUBLIC_API_URL: 'https://api.example.fr',
    });
    admin = await tokenFor(
      app,
      String((await createAccount(app, { email: 'staff@ped.test', is_admin: true }))._id),
    );
    pro = (await createProfessional(app, 'agent@agence.test', 'experts', 'Agence du Parc')).token;
  });
  afterAll(async () => {
    await app.close();
  });

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    token: string | null = admin,
  ) =>
    app.inject({
      method,
      url,
      headers: bearer(token),
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
  const upload = (
    bytes: Buffer,
    options?: Parameters<typeof multipartFile>[1],
    url = '/resources/registers/upload',
    token: string | null = admin,
  ) => {
    const { payload, headers } = multipartFile(bytes, options);
    return app.inject({ method: 'POST', url, payload, headers: { ...headers, ...bearer(token) } });
  };
  const storedFiles = async () =>
    (await readdir(path.join(dataDir, 'files'), { recursive: true }).catch(() => [])).filter(
      (f) => /\.\w+$/.test(f) && !f.startsWith('.meta'),
    );

  describe('syndics', () => {
    it('creates, lists by name, updates and deletes', async () => {
      const created = await call('POST', '/resources/syndics', {
        name: ' Foncia Lyon ',
        extranet: 'https://extranet.foncia.fr',
        logo: '',
      });
      expect(created.statusCode).toBe(200);
      const syndic = created.json().payload;
      expect(syndic).toMatchObject({
        name: 'Foncia Lyon',
        extranet: 'https://extranet.foncia.fr',
        logo: null,
      });
      await call('POST', '/resources/syndics', { name: 'Citya' });
      expect(
        (await call('GET', '/resources/syndics'))
          .json()
          .payload.items.map((s: { name: string }) => s.name),
      ).toEqual(['Citya', 'Foncia Lyon']);
      const updated = await call('PUT', `/resources/syndics/${syndic.id}`, {
        name: 'Foncia Rhône',
        extranet: null,
      });
      expect(updated.json().payload).toMatchObject({
        id: syndic.id,
        name: 'Foncia Rhône',
        extranet: null,
      });
      expect((await call('DELETE', `/resources/syndics/${syndic.id}`)).json()).toMatchObject({
        success: true,
        payload: { id: syndic.id },
      });
      expect((await call('DELETE', `/resources/syndics/${syndic.id}`)).statusCode).toBe(404);
      expect((await call('PUT', '/resources/syndics/pas-un-id', { name: 'x' })).statusCode).toBe(
        400,
      );
    });

    it('requires a name and valid URLs, in French', async () => {
      for (const body of [{}, { name: '' }, { name: '   ' }]) {
        const response = await call('POST', '/resources/syndics', body);
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toBe('Le nom du syndic est requis');
      }
      expect(
        (await call('POST', '/resources/syndics', { name: 'X', extranet: 'pas une url' })).json()
          .message,
      ).toBe('Adresse de l’extranet invalide');
      expect(
        (
          await call('POST', '/resources/syndics', { name: 'X', logo: 'javascript:alert(1)' })
        ).json().message,
      ).toBe('Adresse du logo invalide');
    });
  });

  describe('registers and documents', () => {
    const document = {
      doctype: 2,
      delivered: '2024-03-12',
      comment: 'AG annuelle',
      url: 'https://docs.example.fr/pv.pdf',
      mimetype: 'application/pdf',
    };

    it('creates a register by its registration number, refuses a duplicate, lists by last update', async () => {
      expect(
        (
          await call('POST', '/resources/registers', { id: 'ab1111111', name: 'Les Tilleuls' })
        ).json().payload,
      ).toMatchObject({ id: 'AB1111111', name: 'Les Tilleuls' });
      await call('POST', '/resources/registers', { id: 'AB2222222' });
      const duplicate = await call('POST', '/resources/registers', { id: 'AB1111111' });
      expect(duplicate.statusCode).toBe(409);
      expect(duplicate.json().message).toBe('La copropriété AB1111111 existe déjà');
      await call('POST', '/resources/documents/AB1111111', document);
      const ids = (await call('GET', '/resources/registers'))
        .json()
        .payload.items.map((r: { id: string }) => r.id);
      expect(ids.indexOf('AB1111111')).toBeLessThan(ids.indexOf('AB2222222'));
      // the registre's own format: « 123 » was accepted (issue 17, item 10)
      for (const id of ['a b', '123', 'AB123456'])
        expect((await call('POST', '/resources/registers', { id })).json()).toMatchObject({
          success: false,
          message: REGISTRATION_NUMBER_MESSAGES.format,
        });
    });

    it('validates a document with the French messages of docs/product.md §5.1', async () => {
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ ...document, doctype: undefined }, 'Le type de document est requis'],
        [{ ...document, doctype: 11 }, 'Le type de document est requis'],
        [{ ...document, delivered: undefined }, 'La date est requise'],
        [{ ...document, delivered: 'hier' }, 'La date est requise'],
        [{ ...document, url: '' }, 'Un fichier doit être téléchargé'],
        [{ ...document, mimetype: undefined }, 'Le type MIME du fichier est requis'],
      ];
      await call('POST', '/resources/registers', { id: 'AB3333333' });
      for (const [body, message] of cases) {
        const response = await call(
          'POST',
          '/resources/documents/AB3333333',
          JSON.parse(JSON.stringify(body)),
        );
        expect({ status: response.statusCode, message: response.json().message }).toEqual({
          status: 400,
          message,
        });
      }
      expect((await call('POST', '/resources/documents/ZZ0000000', document)).statusCode).toBe(404);
    });

    it('creates, lists, updates and deletes documents of a register', async () => {
      await call('POST', '/resources/registers', { id: 'AB4444444' });
      const created = (await call('POST', '/resources/documents/AB4444444', document)).json()
        .payload;
      expect(created).toMatchObject({
        registration_id: 'AB4444444',
        doctype: 2,
        delivered: '2024-03-12T00:00:00.000Z',
        comment: 'AG annuelle',
      });
      const listed = (await call('GET', '/resources/documents?registration_id=AB4444444')).json()
        .payload.items;
      expect(listed.map((d: { id: string }) => d.id)).toEqual([created.id]);
      const updated = await call('PUT', `/resources/documents/AB4444444/${created.id}`, {
        ...document,
        doctype: 7,
        comment: null,
      });
      expect(updated.json().payload).toMatchObject({ id: created.id, doctype: 7, comment: '' });
      expect(
        (await call('PUT', `/resources/documents/AB1111111/${created.id}`, document)).statusCode,
      ).toBe(404);
      expect(
        (await call('DELETE', `/resources/documents/AB4444444/${created.id}`)).json().payload,
      ).toEqual({ id: created.id });
      expect(
        (await call('DELETE', `/resources/documents/AB4444444/${created.id}`)).statusCode,
      ).toBe(404);
    });

    it('deletes a register with its documents and their stored files', async () => {
      await call('POST', '/resources/registers', { id: 'AB5555555' });
      const uploaded = (await upload(fixture('pv-assemblee-generale.pdf').bytes)).json().payload;
      await call('POST', '/resources/documents/AB5555555', { ...document, url: uploaded.url });
      const key = uploaded.url.replace('https://api.example.fr/files/', '');
      expect(await app.storage.exists(key)).toBe(true);
      expect((await call('DELETE', '/resources/registers/AB5555555')).statusCode).toBe(200);
      expect(
        (await call('GET', '/resources/documents?registration_id=AB5555555')).json().payload.items,
      ).toEqual([]);
      expect(await app.storage.exists(key)).toBe(false);
      expect((await call('DELETE', '/resources/registers/AB5555555')).statusCode).toBe(404);
    });
  });

  describe('POST /resources/registers/upload', () => {
    /** The reading of an upload, once it ran, as the admin panel asks for it. */
    const readingOf = async (readingId: string) => {
      await app.readings.drain();
      return (await call('GET', `/resources/readings/${readingId}`)).json().payload;
    };

    it('stores a PDF and answers its URL at once, the guessed type and date on its reading', async () => {
      const response = await upload(fixture('pv-assemblee-generale.pdf').bytes, {
        filename: 'scan.bin',
        contentType: 'application/octet-stream',
      });
      expect(response.statusCode).toBe(200);
      const { payload } = response.json();
      expect(payload).toEqual({
        mimetype: 'application/pdf',
        url: expect.stringMatching(
          /^https:\/\/api\.example\.fr\/files\/registers\/uploads\/[0-9a-f-]+\.pdf$/,
        ),
        reading_id: expect.stringMatching(/^[0-9a-f]{24}$/),
      });
      const reading = await readingOf(payload.reading_id);
      expect(reading).toMatchObject({
        status: 'done',
        reason: null,
        guess: { doctype: 2, dateISO: '2024-03-12', label: 'Procès-verbal d’assemblée générale' },
      });
      expect(reading.guess.confidence).toBeGreaterThan(0.5);
      expect((await call('GET', '/resources/readings/0123456789abcdef01234567')).statusCode).toBe(
        404,
      );
    });

    it('reads an image by OCR', async () => {
      const response = await upload(fixture('appel-de-fonds-scan.png').bytes, {
        filename: 'photo.pdf',
      });
      expect(response.json().payload.mimetype).toBe('image/png');
      expect(await readingOf(response.json().payload.reading_id)).toMatchObject({
        status: 'done',
        guess: { doctype: 10, dateISO: '2024-09-24' },
      });
    });

    it('rejects by content, not by name, and leaves nothing on disk', async () => {
      const before = await storedFiles();
      const disguised = await upload(Buffer.from('MZ\x90\x00 this is an executable'), {
        filename: 'contrat.pdf',
        contentType: 'application/pdf',
      });
      expect(disguised.statusCode).toBe(415);
      expect(disguised.json().message).toBe(
        'Format non accepté : envoyez un PDF ou une image (JPEG, PNG, WEBP, HEIC, TIFF)',
      );
      expect((await upload(Buffer.alloc(0))).statusCode).toBe(400);
      expect(
        (await upload(fixture('appel-de-fonds.pdf').bytes, { field: 'document' })).json().message,
      ).toBe('Le fichier doit être envoyé dans le champ « file »');
      const tooLarge = await upload(
        Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(MAX_UPLOAD_BYTES)]),
      );
      expect(tooLarge.statusCode).toBe(413);
      expect(tooLarge.json().message).toBe('Fichier trop volumineux');
      expect((await call('POST', '/resources/registers/upload', { file: 'x' })).statusCode).toBe(
        415,
      );
      expect(await storedFiles()).toEqual(before);
    });
  });

  describe('GET /files/*', () => {
    it('serves a register document to admins and to the customer of an associated order only', async () => {
      await call('POST', '/resources/registers', { id: 'AB6666666' });
      const uploaded = (await upload(fixture('fiche-synthetique.pdf').bytes)).json().payload;
      await call('POST', '/resources/documents/AB6666666', {
        doctype: 1,
        delivered: '2024-02-05',
        url: uploaded.url,
        mimetype: 'application/pdf',
      });
      const fileUrl = uploaded.url.replace('https://api.example.fr', '');

      const asAdmin = await call('GET', fileUrl);
      expect(asAdmin.statusCode).toBe(200);
      expect(asAdmin.headers['content-type']).toBe('application/pdf');
      expect(asAdmin.rawPayload.equals(fixture('fiche-synthetique.pdf').bytes)).toBe(true);

      const { orderid } = await storeOrderAs(app, null, {
        account: 'vendeur@exemple.fr',
        stored: completeForm('vendeur@exemple.fr'),
      });
      expect(
        (
          await call(
            'GET',
            `${fileUrl}?orderid=${orderid}&account=vendeur@exemple.fr`,
            undefined,
            null,
          )
        ).statusCode,
      ).toBe(404);
      await call('POST', '/order/associate', {
        orderid,
        account: 'vendeur@exemple.fr',
        registration_id: 'AB6666666',
      });
      expect(
        (
          await call(
            'GET',
            `${fileUrl}?orderid=${orderid}&account=vendeur@exemple.fr`,
            undefined,
            null,
          )
        ).statusCode,
      ).toBe(200);
      expect(
        (
          await call(
            'GET',
            `${fileUrl}?orderid=${orderid}&account=autre@exemple.fr`,
            undefined,
            null,
          )
        ).statusCode,
      ).toBe(404);
      expect((await call('GET', fileUrl, undefined, null)).statusCode).toBe(404);
      expect((await call('GET', fileUrl, undefined, pro)).statusCode).toBe(404);
      expect((await call('GET', '/files/..%2F..%2Fetc%2Fpasswd')).statusCode).toBe(404);
    });

    it('lets a customer upload to its draft and read it back, nobody else', async () => {
      const { orderid } = await storeOrderAs(app, null, {
        account: 'client@exemple.fr',
        stored: { offer: 'cle' },
      });
      const refused = await upload(
        fixture('appel-de-fonds.pdf').bytes,
        {},
        `/order/${orderid}/upload?account=autre@exemple.fr`,
        null,
      );
      expect(refused.statusCode).toBe(404);
      const response = await upload(
        fixture('appel-de-fonds.pdf').bytes,
        { filename: 'appel T2.pdf' },
        `/order/${orderid}/upload?account=client@exemple.fr`,
        null,
      );
      expect(response.statusCode).toBe(200);
      const { payload } = response.json();
      expect(payload).toMatchObject({
        mimetype: 'application/pdf',
        upload: { name: 'appel T2.pdf', doctype: null, reading: { status: 'pending' } },
      });
      await app.readings.drain();
      const readings = await call(
        'GET',
        `/order/${orderid}/readings?account=client@exemple.fr`,
        undefined,
        null,
      );
      expect(readings.json().payload.uploads).toEqual([
        expect.objectContaining({
          id: payload.upload.id,
          doctype: 10,
          comment: 'Appel de fonds',
          reading: expect.objectContaining({
            status: 'done',
            guess: expect.objectContaining({ doctype: 10, label: 'Appel de fonds' }),
          }),
          figures: expect.arrayContaining([expect.objectContaining({ field: 'document_date' })]),
        }),
      ]);
      const fileUrl = payload.url.replace('https://api.example.fr', '');
      expect(fileUrl).toMatch(new RegExp(`^/files/orders/${orderid}/`));
      expect(
        (await call('GET', `${fileUrl}?account=client@exemple.fr`, undefined, null)).statusCode,
      ).toBe(200);
      expect((await call('GET', fileUrl, undefined, null)).statusCode).toBe(404);
      expect((await call('GET', fileUrl, undefined, pro)).statusCode).toBe(404);
      const order = (
        await call('GET', `/order/${orderid}?account=client@exemple.fr`, undefined, null)
      ).json().payload;
      expect(order.uploads).toEqual([
        expect.objectContaining({ name: 'appel T2.pdf', doctype: 10, comment: 'Appel de fonds' }),
      ]);
    });
  });

  describe('orders, accounts and login as', () => {
    it('filters orders by states and pending for the admin tabs, newest first', async () => {
      const a = await storeOrderAs(app, null, {
        account: 'tab-a@exemple.fr',
        stored: completeForm('tab-a@exemple.fr'),
        confirmed: true,
      });
      const b = await storeOrderAs(app, null, { account: 'tab-b@exemple.fr', stored: {} });
      const pending = (
        await call('POST', '/resources/orders', { states: ['awaiting-payment'], pending: true })
      )
        .json()
        .payload.items.map((o: { orderid: string }) => o.orderid);
      expect(pending).toContain(a.orderid);
      expect(pending).not.toContain(b.orderid);
      const notPending = (await call('POST', '/resources/orders', { states: null, pending: false }))
        .json()
        .payload.items.map((o: { orderid: string }) => o.orderid);
      expect(notPending).toContain(b.orderid);
      expect(notPending).not.toContain(a.orderid);
      const all = (await call('POST', '/resources/orders', { states: null }))
        .json()
        .payload.items.map((o: { orderid: string }) => o.orderid);
      expect(all.indexOf(b.orderid)).toBeLessThan(all.indexOf(a.orderid));
      expect((await call('POST', '/resources/orders', { states: ['lost'] })).json().message).toBe(
        'État de commande inconnu',
      );
    });

    it('lists accounts with organisation and plan', async () => {
      const accounts = (await call('GET', '/resources/accounts?pageSize=100')).json().payload.items;
      expect(accounts).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            email: 'agent@agence.test',
            role: 'owner',
            organisation: expect.objectContaining({
              name: 'Agence du Parc',
              subscription_plan: 'experts',
            }),
          }),
        ]),
      );
      expect(JSON.stringify(accounts)).not.toContain('password');
    });

    it('logs in as an account, writes the audit log, and refuses unknown accounts and admins', async () => {
      const response = await call('POST', '/resources/accounts/impersonate', {
        email: 'Agent@agence.test',
      });
      expect(response.statusCode).toBe(200);
      const { access_token, session } = response.json().payload;
      expect(session).toMatchObject({
        account: 'agent@agence.test',
        impersonated_by: 'staff@ped.test',
      });
      expect((await call('GET', '/order/v2', undefined, access_token)).statusCode).toBe(200);
      // the customer's session survives the next refresh instead of turning back into the admin's
      const cookie = String(response.headers['set-cookie']).split(';')[0];
      const refreshed = await app.inject({
        method: 'POST',
        url: '/account/refresh-token',
        headers: { cookie },
      });
      expect(refreshed.json().payload.session).toMatchObject({
        account: 'agent@agence.test',
        impersonated_by: 'staff@ped.test',
      });
      const logs = await auditLogModel(app.mongoose.connection)
        .find({ action: 'impersonate' })
        .lean();
      expect(logs).toEqual([
        expect.objectContaining({ actor: 'staff@ped.test', target: 'agent@agence.test' }),
      ]);
      expect(
        (await call('POST', '/resources/accounts/impersonate', { email: 'personne@exemple.fr' }))
          .statusCode,
      ).toBe(404);
      expect(
        (await call('POST', '/resources/accounts/impersonate', { email: 'staff@ped.test' }))
          .statusCode,
      ).toBe(403);
    });
  });
});
