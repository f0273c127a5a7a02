/**
 * A delivered order shared with a notary, made through the API as staff and a seller would
 * (demo accounts, development only): the paths of its notary's space and of its verification
 * page, for `pnpm bench` to measure the pages a notary opens first.
 */
import { tsImport } from 'tsx/esm/api';

const ADMIN = { email: 'admin@pre-etat-date.test', password: 'admin-pre-etat-date' };

async function call(apiUrl, method, path, body, token) {
  const response = await fetch(apiUrl + path, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok)
    throw new Error(`${method} ${path} : ${response.status} ${await response.text()}`);
  return response;
}

/** The newest link to `pattern` in a mail to `to`, read from the API's development mailbox. */
async function linkInMail(apiUrl, to, pattern) {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const mailbox = await (await call(apiUrl, 'GET', '/dev/mails')).text();
    const row = mailbox.split('<tr>').find((cells) => cells.includes(`<td>${to}</td>`));
    const id = row?.match(/href="\/dev\/mails\/([^"]+)"/)?.[1];
    if (id) {
      const mail = await (await call(apiUrl, 'GET', `/dev/mails/${id}`)).text();
      const found = mail.match(pattern)?.[0];
      if (found) return found;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`aucun e-mail à ${to}`);
}

export async function sharedDeliveredOrder(apiUrl) {
  const { sampleOrderForm } = await tsImport('../e2e/support/sample-order.ts', import.meta.url);
  const { pdfText } = await tsImport('../api/test/documents/pdf-text.ts', import.meta.url);
  const admin = (await (await call(apiUrl, 'POST', '/account/auth', ADMIN)).json()).payload
    .access_token;
  const stamp = Date.now();
  const account = `vendeur-mesure-${stamp}@exemple.fr`;
  const notary = `notaire-mesure-${stamp}@etude.test`;
  // two lots with a calendar year: the space shows the sale and the échéancier's split
  const stored = sampleOrderForm({
    account,
    notary,
    lotNumbers: ['12', '45'],
    details: { dt_n_start: '2025-01-01', dt_n_end: '2025-12-31' },
  });
  const { orderid } = (
    await (
      await call(apiUrl, 'POST', '/order/store', {
        orderid: null,
        account,
        stored,
        confirmed: true,
        billing_mode: null,
      })
    ).json()
  ).payload;
  await call(apiUrl, 'POST', '/order/paid', { orderid, account, send_mail: false }, admin);
  for (const step of ['received', 'ready', 'done'])
    await call(apiUrl, 'POST', `/order/${step}`, { orderid, account }, admin);
  const space = new URL(
    await linkInMail(apiUrl, notary, /https?:\/\/[^"\s<]*\/espace-notaire\/[A-Za-z0-9_-]+/),
  ).pathname;
  const token = space.split('/').pop();
  const pdf = await (await call(apiUrl, 'GET', `/espace-notaire/${token}/document`)).arrayBuffer();
  const { text } = await pdfText(Buffer.from(pdf));
  const code = /Code de vérification\s*([0-9A-Z]{5}-[0-9A-Z]{5})/.exec(text)?.[1];
  if (!code) throw new Error('code de vérification introuvable dans le PDF');
  return { orderid, space, verification: `/verification/${code.replace('-', '')}` };
}
