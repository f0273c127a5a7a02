import { appWithMailForFile, TEST_APP_URL } from './helpers/app-with-mail';
import { createProfessional } from './helpers/accounts';
import { completeForm, storeOrderAs } from './helpers/orders';

/**
 * The confirmation page of an order billed later says « Un e-mail de confirmation vous est
 * envoyé » (issue 17, item 5): it is, once, and only for that order.
 */
describe('confirmation e-mail of an order billed later', () => {
  const context = appWithMailForFile({ SCHEDULER_ENABLED: 'false' });

  /**
   * Another order billed later, stored after the one under test, and its e-mail received:
   * a mail the first one sent (or sent twice) would have arrived before it.
   */
  async function witnessMail(pro: { token: string; email: string }) {
    const witness = await storeOrderAs(context.app, pro.token, {
      account: pro.email,
      stored: completeForm(pro.email),
      confirmed: true,
      billing_mode: 'invoice',
    });
    await context.catcher.waitFor((m) => m.subject.includes(witness.orderid));
  }

  it('is sent to the orderer once the order is confirmed, with the way to settle it', async () => {
    const pro = await createProfessional(context.app, 'agent@agence-du-port.fr', 'experts');
    const order = await storeOrderAs(context.app, pro.token, {
      account: 'agent@agence-du-port.fr',
      stored: completeForm('agent@agence-du-port.fr'),
      confirmed: true,
      billing_mode: 'invoice',
    });
    expect(order.state).toBe('confirmed');

    const mail = await context.catcher.waitFor((m) => m.subject.includes(order.orderid));
    expect(mail.to).toBe('agent@agence-du-port.fr');
    expect(mail.subject).toBe(`Commande ${order.orderid} confirmée : facturation différée`);
    expect(mail.text).toContain(`Commande n° ${order.orderid}`);
    expect(mail.text).toContain(`${TEST_APP_URL}/mon-compte-professionnel/encours`);
    expect(mail.text).toContain(`${TEST_APP_URL}/pre-etat-date/commande/${order.orderid}`);

    await witnessMail({ token: pro.token, email: 'agent@agence-du-port.fr' });
    expect(
      context.catcher.messages().filter((m) => m.subject.includes(order.orderid)),
    ).toHaveLength(1);
  });

  it('is not sent for an order paid by card, whose payment e-mail confirms it', async () => {
    const order = await storeOrderAs(context.app, null, {
      account: 'vendeur@exemple.fr',
      stored: completeForm('vendeur@exemple.fr'),
      confirmed: true,
    });
    expect(order.state).toBe('awaiting-payment');
    const pro = await createProfessional(context.app, 'temoin@agence-du-port.fr', 'experts');
    await witnessMail({ token: pro.token, email: 'temoin@agence-du-port.fr' });
    expect(context.catcher.messages().some((m) => m.subject.includes(order.orderid))).toBe(false);
  });
});
