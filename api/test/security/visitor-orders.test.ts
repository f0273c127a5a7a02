import { bearer, createProfessional, tokenFor, createAccount } from '../helpers/accounts';
import { appWithMailForFile } from '../helpers/app-with-mail';
import { completeForm, storeOrderAs } from '../helpers/orders';

/** Issue 16, finding 5: a visitor's order given someone's e-mail landed in their account. */
describe('a visitor order joins an existing account only once its holder confirms', () => {
  const context = appWithMailForFile({ SCHEDULER_ENABLED: 'false' });

  const listOf = async (token: string) =>
    (await context.app.inject({ method: 'GET', url: '/order/v2', headers: bearer(token) })).json()
      .payload.items as Array<{ orderid: string }>;

  it.each([
    ['a customer', 'client@planted.test', false],
    ['an organisation owner', 'patron@planted.test', true],
  ])('keeps a planted order out of %s’s list until confirmed', async (_who, email, pro) => {
    const { app, catcher } = context;
    const token = pro
      ? (await createProfessional(app, email)).token
      : await tokenFor(app, String((await createAccount(app, { email }))._id));
    const planted = await storeOrderAs(app, null, {
      account: email,
      stored: { ...completeForm(email), comment: 'Payez vite, merci' },
    });
    expect((await listOf(token)).map((o) => o.orderid)).not.toContain(planted.orderid);
    // the visitor keeps its order, by id and e-mail
    const visitorRead = await app.inject({
      method: 'GET',
      url: `/order/${planted.orderid}?account=${email}`,
    });
    expect(visitorRead.statusCode).toBe(200);

    const mail = await catcher.waitFor(
      (m) => m.to.includes(email) && m.subject.includes(planted.orderid),
    );
    const link = /rattacher=([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
    const confirmed = await app.inject({
      method: 'POST',
      url: '/order/attach',
      payload: { token: link },
    });
    expect(confirmed.json()).toMatchObject({
      success: true,
      payload: { orderid: planted.orderid },
    });
    expect((await listOf(token)).map((o) => o.orderid)).toContain(planted.orderid);
    const again = await app.inject({
      method: 'POST',
      url: '/order/attach',
      payload: { token: link },
    });
    expect(again.statusCode).toBe(400);
  });

  it('asks nothing when no account has the e-mail', async () => {
    const { app, catcher } = context;
    const order = await storeOrderAs(app, null, {
      account: 'nouveau@planted.test',
      stored: completeForm('nouveau@planted.test'),
    });
    expect(catcher.messages().some((m) => m.subject.includes(order.orderid))).toBe(false);
  });
});
