import type { FastifyInstance } from 'fastify';
import { bearer, createAccount, tokenFor } from '../helpers/accounts';
import { multipartFile } from '../helpers/multipart';
import { completeForm, storeOrderAs } from '../helpers/orders';
import { createTestApp } from '../helpers/test-app';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/**
 * Issue 16, finding 1: ajv coerced "Infinity" and "1e400" to non-finite numbers that it
 * then accepted; the order kept them and every list reading it back answered 500.
 */
describe('non-finite and absurd numbers are refused everywhere', () => {
  let app: FastifyInstance;
  let admin: string;
  const email = 'visiteur@hostile.test';

  beforeAll(async () => {
    app = await createTestApp({ SCHEDULER_ENABLED: 'false' });
    const staff = await createAccount(app, { email: 'staff@hostile.test', is_admin: true });
    admin = await tokenFor(app, String(staff._id));
  });
  afterAll(async () => {
    await app.close();
  });

  async function visitorDraftWithUpload() {
    const { orderid } = await storeOrderAs(app, null, {
      account: email,
      stored: { ...completeForm(email), method: 'upload' },
    });
    const { payload, headers } = multipartFile(PDF);
    const uploaded = await app.inject({
      method: 'POST',
      url: `/order/${orderid}/upload?account=${email}`,
      payload,
      headers,
    });
    expect(uploaded.statusCode).toBe(200);
    return { orderid, uploadId: uploaded.json().payload.upload.id as string };
  }

  async function adminListsWork() {
    for (const body of [{ states: null }, { states: ['in-progress', 'awaiting-payment'] }]) {
      const list = await app.inject({
        method: 'POST',
        url: '/resources/orders',
        headers: bearer(admin),
        payload: body,
      });
      expect(list.statusCode).toBe(200);
    }
  }

  it.each(['Infinity', '-Infinity', '1e400'])(
    'refuses doctype %s on an upload with a French 400, and the order stays readable',
    async (hostile) => {
      const { orderid, uploadId } = await visitorDraftWithUpload();
      const response = await app.inject({
        method: 'PUT',
        url: `/order/${orderid}/upload/${uploadId}?account=${email}`,
        payload: { doctype: hostile },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message: expect.any(String) });
      const read = await app.inject({ method: 'GET', url: `/order/${orderid}?account=${email}` });
      expect(read.statusCode).toBe(200);
      await adminListsWork();
    },
  );

  it.each(['Infinity', '1e400', 1e12])(
    'refuses a budget of %s in a stored form',
    async (budget) => {
      const response = await app.inject({
        method: 'POST',
        url: '/order/store',
        payload: {
          orderid: null,
          account: email,
          stored: { ...completeForm(email), budget },
        },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        message: expect.stringMatching(/invalide/),
      });
      await adminListsWork();
    },
  );
});
