import { createHmac, timingSafeEqual } from 'node:crypto';
import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { E2E_PORTS } from '../support/ports';
import { ADMIN, signIn, tokenOf } from '../support/staff';

const OWNER = { email: 'experts@pre-etat-date.test', password: 'demo-pre-etat-date' };

interface Received {
  type: string;
  livemode: boolean;
  data: { order?: { orderid: string } };
  signatureValid: boolean;
}

/**
 * The integrator's receiver: a plain HTTP server that checks each delivery's Ped-Signature
 * with its own HMAC code, as the documentation tells integrators to.
 */
async function startReceiver(secret: () => string) {
  const received: Received[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const header = String(request.headers['ped-signature'] ?? '');
      const parts = header.split(',').map((part) => part.split('='));
      const t = parts.find(([key]) => key === 't')?.[1];
      const expected = createHmac('sha256', secret()).update(`${t}.${body}`).digest();
      const signatureValid = parts
        .filter(([key]) => key === 'v1')
        .some(([, hex]) => {
          const given = Buffer.from(hex!, 'hex');
          return given.length === expected.length && timingSafeEqual(given, expected);
        });
      received.push({ ...JSON.parse(body), signatureValid });
      response.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/webhooks/pre-etat-date`, received, server };
}

/** The integrator's order: every field of the order form, their own file number. */
const orderBody = (externalId: string) => ({
  external_id: externalId,
  confirm: true,
  valid: true,
  offer: 'cle',
  email: `vendeur-${externalId}@exemple.fr`,
  address: '8 rue des Tanneurs',
  zipcode: '67000',
  city: 'Strasbourg',
  lots: [
    { number: '7', kind: 'appartement', description: 'T2', tantiemes: 210, tantiemes_total: 10000 },
  ],
  owners: [
    {
      firstname: 'Louise',
      lastname: 'Weber',
      address: '8 rue des Tanneurs',
      zipcode: '67000',
      city: 'Strasbourg',
    },
  ],
  invoiced: false,
  dt_based: '2026-03-12',
  method: 'extranet',
  syndic: {
    name: 'Cabinet Kleber',
    url: 'https://extranet.kleber.fr',
    username: 'lweber',
    password: 'Extranet-2026!',
  },
});

async function staffFinish(request: APIRequestContext, orderid: string, account: string) {
  const token = await tokenOf(request, ADMIN);
  for (const action of ['paid', 'received', 'ready', 'done']) {
    const response = await request.post(`${E2E_PORTS.apiUrl}/order/${action}`, {
      headers: { authorization: `Bearer ${token}` },
      data: { orderid, account },
    });
    expect(response.ok(), `${action}: ${await response.text()}`).toBe(true);
  }
}

test.describe('API des professionnels', () => {
  test('le gérant crée une clé et un webhook ; son logiciel commande avec curl ; la commande arrive dans Accueil ; terminée, le webhook signé arrive et le PDF se télécharge par l’API', async ({
    page,
    request,
  }) => {
    let webhookSecret = '';
    const receiver = await startReceiver(() => webhookSecret);
    try {
      await signIn(page, await tokenOf(request, OWNER));
      await page.goto('/mon-compte-professionnel/parametres');

      // a production key with full rights, shown once
      const keys = page.getByRole('form', { name: 'Créer une clé d’API' });
      await keys.getByLabel('Nom de la clé').fill('Logiciel de transaction');
      await keys.getByLabel('Production').check();
      await keys.getByLabel('Complet').check();
      await keys.getByRole('button', { name: 'Créer une clé' }).click();
      const apiKey = (await page.getByTestId('api-key-secret').textContent())!.trim();
      expect(apiKey).toMatch(/^ped_live_/);

      // a webhook endpoint for the end of an order, its signing secret shown once
      const hooks = page.getByRole('form', { name: 'Ajouter un webhook' });
      await hooks.getByLabel('Adresse HTTPS du webhook').fill(receiver.url);
      await hooks.getByLabel(/order\.done/).check();
      await hooks.getByRole('button', { name: /Ajouter/ }).click();
      webhookSecret = (await page.getByTestId('webhook-secret').textContent())!.trim();
      expect(webhookSecret).toMatch(/^whsec_/);

      // the agency's software orders with curl, as the documentation shows
      const externalId = `DOS-${Date.now()}`;
      const { stdout } = await promisify(execFile)('curl', [
        '-s',
        '-X',
        'POST',
        `${E2E_PORTS.apiUrl}/api/v1/orders`,
        '-H',
        `X-Api-Key: ${apiKey}`,
        '-H',
        `Idempotency-Key: ${externalId}-creation`,
        '-H',
        'Content-Type: application/json',
        '-d',
        JSON.stringify(orderBody(externalId)),
      ]);
      const created = JSON.parse(stdout);
      expect(created.success, stdout).toBe(true);
      const { orderid } = created.payload as { orderid: string };
      expect(created.payload).toMatchObject({ external_id: externalId, test: false });

      // it is an order of the agency, listed in Accueil
      await page.goto('/mon-compte-professionnel');
      await page.getByRole('searchbox').first().fill(orderid);
      await expect(page.getByText(orderid).first()).toBeVisible();

      // staff finish it; the receiver gets order.done, signed, about this order
      // an order made with a key is the account's that created the key
      await staffFinish(request, orderid, OWNER.email);
      await expect
        .poll(() => receiver.received.find((event) => event.type === 'order.done'), {
          timeout: 30_000,
        })
        .toMatchObject({ livemode: true, signatureValid: true, data: { order: { orderid } } });

      // and the software downloads the pré-état daté with its key
      const pdf = await request.get(`${E2E_PORTS.apiUrl}/api/v1/orders/${orderid}/document`, {
        headers: { 'X-Api-Key': apiKey },
      });
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()['content-type']).toBe('application/pdf');
      expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    } finally {
      receiver.server.close();
    }
  });
});
