import { expect, test } from '@playwright/test';
import { pdfText } from '../../api/test/documents/pdf-text';
import { collectConsoleErrors } from '../support/console-errors';
import { linkFromMail } from '../support/mails';
import { E2E_PORTS } from '../support/ports';
import { ADMIN, finishThroughApi, paidOrder, tokenOf } from '../support/staff';

const SPACE_LINK = /\/espace-notaire\/[A-Za-z0-9_-]+/;

/**
 * ADR 081: the first pages a notary opens, the secure space from the e-mail and the
 * verification of a printed code, arrive drawn by the shell's server with what the API
 * answers; the browser hydrates them without asking the API again.
 */
test('l’espace du notaire et la vérification arrivent dessinés avec leurs données, hydratés sans redemander l’espace ; une ouverture par visite', async ({
  browser,
  request,
}) => {
  const stamp = Date.now();
  const seller = `vendeur-dessin-${stamp}@exemple.fr`;
  const notary = `notaire-dessin-${stamp}@etude.test`;
  const adminToken = await tokenOf(request, ADMIN);
  const orderid = await paidOrder(request, adminToken, {
    account: seller,
    notary,
    lotNumbers: ['12', '45'],
  });
  await finishThroughApi(request, adminToken, orderid, seller);
  const link = await linkFromMail(request, notary, SPACE_LINK);

  // a link previewer or a mail scanner fetching the address gets the frame: no data, no opening
  const previewed = await request.get(link);
  expect(await previewed.text()).not.toContain('Marie Dupont');

  // without JavaScript, the notary already reads the sale, its lots and the version delivered
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const bare = await noScript.newPage();
  const drawn = await bare.goto(link);
  expect(drawn?.headers()['cache-control']).toBe('private, no-store');
  await expect(bare.getByText('Marie Dupont')).toBeVisible();
  await expect(bare.getByText(/Lot n° 45 — Cave/)).toBeVisible();
  await expect(bare.getByText('Le pré-état daté — version 1')).toBeVisible();
  await expect(bare.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  const token = link.split('/').pop();
  const pdf = await request.get(`${E2E_PORTS.apiUrl}/espace-notaire/${token}/document`);
  const code = /Code de vérification\s*([0-9A-Z]{5}-[0-9A-Z]{5})/.exec(
    (await pdfText(await pdf.body())).text,
  )?.[1];
  await bare.goto(`/verification/${code!.replace('-', '')}`);
  await expect(bare.getByText('Document authentique')).toBeVisible();
  await expect(bare.getByText(`n° PED-${orderid}, version 1 (version en vigueur)`)).toBeVisible();
  await noScript.close();

  // with JavaScript, the page hydrates what was drawn: no error, the space not asked again
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors = collectConsoleErrors(page);
  const spaceRequests: string[] = [];
  page.on('request', (sent) => {
    const url = new URL(sent.url());
    if (url.origin === E2E_PORTS.apiUrl && /^\/espace-notaire\/[^/]+$/.test(url.pathname))
      spaceRequests.push(sent.url());
  });
  await page.goto(link);
  // the document's viewer comes once the scripts run: the page is live
  await expect(page.getByTitle('Pré-état daté, version 1')).toBeVisible();
  await page.getByRole('button', { name: 'Demander une correction' }).click();
  await expect(page.getByLabel('Ce qui doit être corrigé')).toBeVisible();
  expect(spaceRequests).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();

  // the seller counts two openings: one per visit, none for the previewer
  const sellerPage = await browser.newPage();
  await sellerPage.goto(`/pre-etat-date/commande/${orderid}?account=${encodeURIComponent(seller)}`);
  await expect(
    sellerPage
      .getByRole('list', { name: 'Liens partagés' })
      .getByText(/^Consulté 2 fois par votre notaire/),
  ).toBeVisible();
});

test('le service worker s’installe sur une page composée ; la visite suivante du notaire passe par lui et arrive toujours dessinée ; hors connexion, la page hors connexion répond', async ({
  browser,
  request,
}) => {
  const stamp = Date.now();
  const notary = `notaire-sw-${stamp}@etude.test`;
  const adminToken = await tokenOf(request, ADMIN);
  const account = `vendeur-sw-${stamp}@exemple.fr`;
  const orderid = await paidOrder(request, adminToken, { account, notary, lotNumbers: ['12'] });
  await finishThroughApi(request, adminToken, orderid, account);
  const link = await linkFromMail(request, notary, SPACE_LINK);

  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(link);
  // the shell's scripts start after the first paint, after `load`: it registers all the same
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
    .toBe(true);
  const again = await page.reload();
  expect(again?.fromServiceWorker()).toBe(true);
  // navigation preload: the browser's own request, which the shell's server still draws
  expect(await again?.text()).toContain('id="ped-page-data"');
  await context.setOffline(true);
  await page.reload().catch(() => undefined);
  await expect(page).toHaveTitle(/Hors connexion/);
  await context.close();
});
