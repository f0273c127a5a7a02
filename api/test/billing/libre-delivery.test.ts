import { FINANCIAL_FIELD_KEYS, SELF_DECLARED_TEXT } from '@ped/domain';
import { appWithMailForFile } from '../helpers/app-with-mail';
import type { StoredOrderForm } from '../../src/schemas/order-form';
import { pdfText } from '../documents/pdf-text';
import { orderModel } from '../../src/models/order';
import { confirmedOrder, confortForm, payOnHostedPage } from './order-fixture';

const ACCOUNT = 'vendeuse@example.fr';

/** A Libre order: the seller's own amounts (1 234,56 € of budget, 0 elsewhere), no document. */
const libreForm = (): StoredOrderForm => ({
  ...confortForm({ offer: 'eco', options: [], method: 'extranet', links: [] }),
  // the amounts step's fields, which the fixture's type leaves out
  ...({
    dt_based: '2026-03-12',
    ...Object.fromEntries(FINANCIAL_FIELD_KEYS.map((key) => [key, key === 'budget' ? 1234.56 : 0])),
  } as Partial<StoredOrderForm>),
});

describe('paiement : le pré-état daté Libre livré aussitôt, la facture à chaque commande', () => {
  const context = appWithMailForFile();
  beforeEach(() => context.catcher.clear());

  async function pay(orderid: string) {
    const { app, catcher } = context;
    const response = await app.inject({
      method: 'POST',
      url: '/billing/stripe/checkout/order',
      payload: { orderid, account: ACCOUNT },
    });
    expect(response.statusCode).toBe(200);
    expect((await payOnHostedPage(response.json().payload.url, '4242 4242 4242 4242')).status).toBe(
      303,
    );
    return catcher.waitFor((m) => m.to === ACCOUNT);
  }
  const get = (url: string) => context.app.inject({ method: 'GET', url });
  const pathOf = (url: string) =>
    url.replace(context.app.config.PUBLIC_API_URL.replace(/\/$/, ''), '');

  it('une commande Libre payée est terminée avec son document, envoyé dans l’e-mail de paiement', async () => {
    const orderid = await confirmedOrder(context.app, ACCOUNT, libreForm());
    const mail = await pay(orderid);

    const order = await orderModel(context.app.mongoose.connection).findOne({ orderid }).lean();
    expect(order).toMatchObject({ state: 'done', pending: false });
    expect(order?.document?.key).toBeTruthy();
    expect(order?.history.map((h) => [h.action, h.to])).toEqual(
      expect.arrayContaining([
        ['paid', 'confirmed'],
        ['done', 'done'],
      ]),
    );

    expect(mail.subject).toBe(`Commande ${orderid} confirmée : votre pré-état daté est prêt`);
    expect(mail.text).toContain(SELF_DECLARED_TEXT.certification);
    expect(mail.text).toContain(`Documents : ${SELF_DECLARED_TEXT.documents}`);
    expect(mail.text).not.toContain('extranet');
    const documentUrl = mail.text.match(/Télécharger mon pré-état daté : (\S+)/)![1]!;
    const document = await get(pathOf(documentUrl));
    expect(document.statusCode).toBe(200);
    expect((await pdfText(document.rawPayload)).text).toContain('1 234,56');

    // the « Notaire » step promised the notary the document: Libre has no space, so its link
    const notary = await context.catcher.waitFor((m) => m.to === 'notaire@example.fr');
    expect(notary.subject).toBe(`Pré-état daté de la commande ${orderid}`);
    const notaryUrl = notary.text.match(/Télécharger le pré-état daté : (\S+)/)![1]!;
    expect((await get(pathOf(notaryUrl))).statusCode).toBe(200);
  });

  it('la facture se télécharge avec le lien de l’e-mail ou l’e-mail de la commande, jamais sans', async () => {
    const orderid = await confirmedOrder(context.app, ACCOUNT, confortForm());
    const mail = await pay(orderid);
    expect(mail.text).not.toContain(SELF_DECLARED_TEXT.certification);

    const invoiceUrl = mail.text.match(/Télécharger ma facture \(PDF\) : (\S+)/)![1]!;
    const byLink = await get(pathOf(invoiceUrl));
    expect(byLink.statusCode).toBe(200);
    expect(byLink.headers['content-type']).toBe('application/pdf');
    const { text } = await pdfText(byLink.rawPayload);
    expect(text).toContain(orderid);

    const byEmail = await get(`/order/${orderid}/invoice?account=${encodeURIComponent(ACCOUNT)}`);
    expect(byEmail.statusCode).toBe(200);
    for (const url of [
      `/order/${orderid}/invoice`,
      `/order/${orderid}/invoice?account=autre%40example.fr`,
      `/order/${orderid}/invoice?token=falsifie`,
    ]) {
      const refused = await get(url);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().message).toBe('Commande introuvable');
    }
  });

  it('une commande pas encore payée n’a pas de facture', async () => {
    const orderid = await confirmedOrder(context.app, ACCOUNT, confortForm());
    const response = await get(`/order/${orderid}/invoice?account=${encodeURIComponent(ACCOUNT)}`);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toMatch(/pas encore disponible/);
  });
});
