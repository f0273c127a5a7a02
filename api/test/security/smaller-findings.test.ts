import type { FastifyInstance } from 'fastify';
import { bearer, createAccount, createProfessional, tokenFor } from '../helpers/accounts';
import { multipartFile } from '../helpers/multipart';
import { completeForm, storeOrderAs } from '../helpers/orders';
import { createTestApp } from '../helpers/test-app';

/** An HTML page that is also a PDF: accepted as a PDF, dangerous if rendered on the API's origin. */
const POLYGLOT = Buffer.from(
  '%PDF-1.4\n<html><script>alert(document.domain)</script></html>\n1 0 obj<</OpenAction<</S/JavaScript/JS(app.alert(1))>>>>endobj\ntrailer<<>>\n%%EOF\n',
);

/** Issue 16, finding 8. */
describe('smaller findings', () => {
  let app: FastifyInstance;
  let owner: Awaited<ReturnType<typeof createProfessional>>;
  let collaborator: string;

  beforeAll(async () => {
    app = await createTestApp({ SCHEDULER_ENABLED: 'false' });
    owner = await createProfessional(app, 'owner@smaller.test', 'experts', 'Agence Smaller');
    const member = await createAccount(app, {
      email: 'member@smaller.test',
      role: 'member',
      organisation: owner.organisation._id,
    });
    collaborator = await tokenFor(app, String(member._id));
  });
  afterAll(async () => {
    await app.close();
  });

  it('serves uploaded files as attachments with a sandbox CSP', async () => {
    const email = 'visiteur@smaller.test';
    const { orderid } = await storeOrderAs(app, null, {
      account: email,
      stored: { ...completeForm(email), method: 'upload' },
    });
    const { payload, headers } = multipartFile(POLYGLOT);
    const uploaded = await app.inject({
      method: 'POST',
      url: `/order/${orderid}/upload?account=${email}`,
      payload,
      headers,
    });
    expect(uploaded.statusCode).toBe(200);
    const url = uploaded.json().payload.upload.url as string;
    const file = await app.inject({
      method: 'GET',
      url: `${url}${url.includes('?') ? '&' : '?'}account=${email}&orderid=${orderid}`,
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/^attachment;/);
    expect(file.headers['content-security-policy']).toMatch(/^sandbox/);
  });

  it('keeps the billing portal and the billing frequency to the owner', async () => {
    const portal = await app.inject({
      method: 'POST',
      url: '/billing/stripe/portal',
      headers: bearer(collaborator),
    });
    expect(portal.statusCode).toBe(403);
    const frequency = await app.inject({
      method: 'POST',
      url: '/account/billing/frequency',
      headers: bearer(collaborator),
      payload: { billing_frequency: 'monthly' },
    });
    expect(frequency.statusCode).toBe(403);
    expect(frequency.json()).toMatchObject({
      success: false,
      message: 'Réservé à l’administrateur du compte professionnel',
    });
  });

  it('answers another customer’s invoice exactly like an unknown one', async () => {
    const invoice = await app.invoices.issueForOrder(
      {
        orderid: 'SMALL1',
        account: owner.account.email,
        created: new Date('2026-03-12T10:00:00Z'),
        payload: { offer: 'cle', options: [], lots: 1 },
      },
      { paymentRef: 'pi_small', paidAt: new Date('2026-03-12T10:00:00Z') },
    );
    const stranger = await createProfessional(app, 'stranger@smaller.test');
    const theirs = await app.inject({
      method: 'GET',
      url: `/invoices/${encodeURIComponent(owner.account.email)}/${invoice.number}`,
      headers: bearer(stranger.token),
    });
    const unknown = await app.inject({
      method: 'GET',
      url: `/invoices/${encodeURIComponent(owner.account.email)}/F2026-999999`,
      headers: bearer(stranger.token),
    });
    expect([theirs.statusCode, theirs.json()]).toEqual([unknown.statusCode, unknown.json()]);
    expect(theirs.statusCode).toBe(404);
  });
});
