import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { orderModel } from '../src/models/order';
import { appWithMailForFile } from './helpers/app-with-mail';
import { multipartFile } from './helpers/multipart';
import { completeForm, storeOrderAs } from './helpers/orders';

const FICHE = readFileSync(join(__dirname, 'fixtures/documents/fiche-synthetique.pdf'));
const STAFF = 'production@ped.test';

/**
 * The payment e-mail says documents can be added « depuis le suivi de votre commande » (issue
 * 17, item 4): the order page adds them until staff mark the documents received.
 */
describe('documents added from the order page after ordering', () => {
  const context = appWithMailForFile({ SCHEDULER_ENABLED: 'false', STAFF_EMAIL: STAFF });
  const Orders = () => orderModel(context.app.mongoose.connection);

  async function orderIn(state: string, email: string): Promise<string> {
    const { orderid } = await storeOrderAs(context.app, null, {
      account: email,
      stored: { ...completeForm(email), method: 'email', syndic: { name: 'Cabinet Durand' } },
    });
    await Orders().updateOne({ orderid }, { $set: { state, paid: new Date() } });
    return orderid;
  }

  const addDocument = (orderid: string, email: string) => {
    const { payload, headers } = multipartFile(FICHE, { filename: 'appel-de-fonds.pdf' });
    return context.app.inject({
      method: 'POST',
      url: `/order/${orderid.toLowerCase()}/upload?account=${email}`,
      payload,
      headers,
    });
  };

  it('takes a document on a paid order that waits for its documents, and tells staff', async () => {
    const orderid = await orderIn('waiting', 'vendeur@exemple.fr');
    const response = await addDocument(orderid, 'vendeur@exemple.fr');

    expect(response.statusCode).toBe(200);
    expect(response.json().payload.upload.name).toBe('appel-de-fonds.pdf');
    const order = (await Orders().findOne({ orderid }).lean())!;
    expect(order.uploads.map((u) => u.name)).toEqual(['appel-de-fonds.pdf']);
    expect(order.state).toBe('waiting');
    expect(order.history.at(-1)).toMatchObject({ by: 'visiteur', action: 'document-added' });
    const mail = await context.catcher.waitFor((m) => m.subject.includes(orderid));
    expect(mail.to).toBe(STAFF);
    expect(mail.subject).toBe(`Commande ${orderid} : nouveau document du client`);
    expect(mail.text).toContain('« appel-de-fonds.pdf »');
  });

  it('refuses once staff have marked the documents received, with a French way out', async () => {
    for (const state of ['received', 'ready', 'done']) {
      const orderid = await orderIn(state, `vendeur-${state}@exemple.fr`);
      const response = await addDocument(orderid, `vendeur-${state}@exemple.fr`);
      expect([response.statusCode, response.json().message]).toEqual([
        409,
        'Nos experts ont déjà reçu vos documents : pour en ajouter un, envoyez-le à documents@pre-etat-date.fr en indiquant votre numéro de commande dans l’objet',
      ]);
      expect((await Orders().findOne({ orderid }).lean())!.uploads).toEqual([]);
    }
  });
});
