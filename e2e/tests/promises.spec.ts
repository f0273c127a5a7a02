import { expect, test, type Page } from '@playwright/test';
import { E2E_PORTS } from '../support/ports';
import { confirmDeferred, next, orderExpertUpToBilling, stepTitle } from '../support/order-flow';
import { createOrderForm } from '../../packages/domain/src/order-form';
import { linkFromMail } from '../support/mails';
import { ADMIN, CUSTOMER, finishThroughApi, paidOrder, signIn, tokenOf } from '../support/staff';
import { pdfText } from '../../api/test/documents/pdf-text';

/** What the site promises is what it does (issue 17): Libre at once, invoices, order page. */

async function dismissCookies(page: Page) {
  const refuse = page.getByRole('button', { name: 'Refuser' });
  if (await refuse.isVisible().catch(() => false)) await refuse.click();
}

async function payInSandbox(page: Page) {
  await expect(page.getByRole('form', { name: 'Paiement par carte' })).toBeVisible();
  await page.getByLabel('Numéro de carte').fill('4242 4242 4242 4242');
  await page.getByLabel('Date d’expiration').fill('12 / 40');
  await page.getByLabel('Code de sécurité (CVC)').fill('123');
  await page.getByLabel('Nom du titulaire de la carte').fill('Claire Martin');
  await page.getByRole('button', { name: /^Payer/ }).click();
}

/** A minimal one-page PDF: enough for an upload and its type guess. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** Saves what a download button gives and returns its name and first bytes. */
async function download(page: Page, button: string) {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  const stream = await file.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return { name: file.suggestedFilename(), head: Buffer.concat(chunks).subarray(0, 5).toString() };
}

test.describe('les promesses du site sont tenues', () => {
  test('Libre avec un notaire : seuls les montants requis sont saisis, le pré-état daté est prêt dès le paiement avec sa facture, et le notaire le reçoit', async ({
    page,
    request,
  }) => {
    const email = `libre-${Date.now()}@example.fr`;
    const notary = `notaire-${Date.now()}@etude.test`;
    await page.goto('/en-ligne/commander/pre-etat-date/solution-libre');
    await dismissCookies(page);
    await stepTitle(page, 'Offre');
    await expect(page.getByRole('radio', { name: /Libre/ })).toBeChecked();
    await page.getByLabel('Votre adresse e-mail').fill(email);
    await next(page);
    await stepTitle(page, 'Bien et lots');
    await page.getByLabel('Adresse du bien').fill('8 rue Victor Hugo');
    await page.getByLabel('Code postal').fill('69002');
    await page.getByLabel('Ville').fill('Lyon');
    await page.getByRole('button', { name: 'Ajouter un lot' }).click();
    await page.getByRole('group', { name: 'Lot 1' }).getByLabel('Numéro du lot').fill('3');
    await next(page);
    await stepTitle(page, 'Vendeurs');
    await page.getByRole('button', { name: 'Ajouter un vendeur' }).click();
    await page.getByLabel('Prénom').fill('Claire');
    await page.getByLabel('Nom ou raison sociale').fill('Martin');
    await next(page);
    await stepTitle(page, 'Acquéreur');
    await next(page);
    await stepTitle(page, 'Notaire');
    await expect(page.getByText(/nous lui transmettons le pré-état daté/)).toBeVisible();
    await page.getByLabel('Nom du notaire ou de l’étude').fill('Maître Leroy');
    await page.getByLabel('E-mail du notaire').fill(notary);
    await next(page);
    await stepTitle(page, 'Documents');
    await page.getByLabel('Nom du syndic').fill('Syndic Dupont');
    await next(page);

    // the seller types what the rules require and leaves the rest blank (« Non communiqué »)
    await stepTitle(page, 'Montants');
    const required = page.locator('input[placeholder="0,00"][required]');
    expect(await required.count()).toBeLessThan(await page.getByPlaceholder('0,00').count());
    for (const field of await required.all()) await field.fill('0');
    await page.getByLabel('Provisions exigibles du budget prévisionnel').fill('1 234,56');
    await page
      .getByLabel('Date de l’assemblée générale ayant approuvé les derniers comptes')
      .fill('2026-03-12');
    await next(page);
    await stepTitle(page, 'Facturation');
    await page.getByLabel('Nom ou raison sociale').fill('Martin');
    await page.getByLabel('Adresse de facturation').fill('8 rue Victor Hugo');
    await page.getByLabel('Code postal').fill('69002');
    await page.getByLabel('Ville').fill('Lyon');
    await next(page);

    await stepTitle(page, 'Récapitulatif');
    await expect(page.getByText('Aucun : vous saisissez vous-même les montants')).toBeVisible();
    await expect(page.getByText(/sur votre seule déclaration/)).toBeVisible();
    await expect(page.getByText(/extranet/)).toHaveCount(0);
    await page.getByRole('checkbox', { name: /conditions générales de vente/ }).check();
    await page.getByRole('button', { name: /^Payer/ }).click();
    await payInSandbox(page);

    await expect(page.getByRole('heading', { name: 'Merci pour votre commande !' })).toBeVisible();
    await expect(page.getByText('Terminée')).toBeVisible();
    await expect(page.getByText(/Établi sur la seule déclaration du vendeur/)).toBeVisible();
    const pdf = await download(page, 'Télécharger le pré-état daté (PDF)');
    expect(pdf.head).toBe('%PDF-');
    const invoice = await download(page, 'Télécharger la facture (PDF)');
    expect(invoice).toMatchObject({ head: '%PDF-' });
    expect(invoice.name).toMatch(/^facture-/);

    const mails = await (await request.get(`${E2E_PORTS.apiUrl}/dev/mails`)).text();
    expect(mails).toContain('votre pré-état daté est prêt');

    // the notary named in « Notaire » receives the document, which prints a blank as unknown
    const forNotary = await linkFromMail(
      request,
      notary,
      /\/order\/[A-Z0-9]+\/document\?token=[^"\s<&]+/,
    );
    const received = await request.get(`${E2E_PORTS.apiUrl}${forNotary}`);
    expect(received.headers()['content-type']).toBe('application/pdf');
    const text = (await pdfText(await received.body())).text.replace(/\s+/g, ' ');
    expect(text).toMatch(/Provisions exigibles du budget prévisionnel\s*1 234,56 €/);
    expect(text).toMatch(/Honoraires du syndic pour la mutation .*?\)\s*Non communiqué/);
    expect(text).toContain('Maître Leroy');
  });

  test('Premium : le texte saisi dans Paramètres est au pied de chaque page du pré-état daté livré de ses commandes', async ({
    page,
    request,
  }) => {
    const owner = { email: 'premium@pre-etat-date.test', password: 'demo-pre-etat-date' };
    const footer = `Agence Démo Premium — carte professionnelle CPI ${Date.now()}`;
    const token = await tokenOf(request, owner);
    await signIn(page, token);
    await page.goto('/mon-compte-professionnel/parametres');
    await expect(page.getByText(/votre texte au pied de chaque page/)).toBeVisible();
    await page.getByLabel(/Adresse du logo/).fill('');
    await page.getByLabel('Texte de pied de page').fill(footer);
    await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await expect(page.getByText('Paramètres enregistrés')).toBeVisible();

    const adminToken = await tokenOf(request, ADMIN);
    const orderid = await paidOrder(request, adminToken, { account: owner.email, token });
    await finishThroughApi(request, adminToken, orderid, owner.email);
    const document = await request.get(`${E2E_PORTS.apiUrl}/order/${orderid}/document`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(document.ok()).toBe(true);
    const { text, pages } = await pdfText(await document.body());
    expect(text).toContain('Document commandé par Agence Démo Premium');
    expect(text.split(footer).length - 1).toBe(pages);
  });

  test('après la commande, le vendeur ajoute un document depuis le suivi, jusqu’à ce que nos experts les aient reçus', async ({
    page,
    request,
  }) => {
    const admin = await tokenOf(request, ADMIN);
    const account = `suivi-${Date.now()}@example.fr`;
    const orderid = await paidOrder(request, admin, { account });
    await page.goto(`/pre-etat-date/commande/${orderid}?account=${encodeURIComponent(account)}`);
    await dismissCookies(page);

    await page
      .getByLabel('Ajouter des documents (PDF ou images)')
      .setInputFiles({ name: 'appel-de-fonds-2026.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(
      page.getByText('Document ajouté : appel-de-fonds-2026.pdf. Nos experts en sont prévenus.'),
    ).toBeVisible();
    // the order's summary lists it once the page has reloaded the order
    await expect(
      page.getByRole('listitem').filter({ hasText: 'appel-de-fonds-2026.pdf' }),
    ).toBeVisible();
    const mails = await (await request.get(`${E2E_PORTS.apiUrl}/dev/mails`)).text();
    expect(mails).toContain(`Commande ${orderid} : nouveau document du client`);

    const received = await request.post(`${E2E_PORTS.apiUrl}/order/received`, {
      headers: { authorization: `Bearer ${admin}` },
      data: { orderid, account, send_mail: false },
    });
    expect(received.ok(), await received.text()).toBe(true);
    await page.reload();
    await expect(page.getByText(/Nos experts ont reçu vos documents/)).toBeVisible();
    await expect(page.getByLabel('Ajouter des documents (PDF ou images)')).toHaveCount(0);
  });

  test('un collaborateur trouve l’adresse de facturation de Paramètres préremplie, et reçoit l’e-mail de confirmation de sa commande en facturation différée', async ({
    page,
    request,
  }) => {
    const collaborator = 'collaborateur.experts@pre-etat-date.test';
    await signIn(
      page,
      await tokenOf(request, { email: collaborator, password: 'demo-pre-etat-date' }),
    );
    await orderExpertUpToBilling(page, '8 quai des Chartrons');
    // the demo organisation's address of Paramètres (api/src/seed/demo-accounts.ts)
    await expect(page.getByLabel('Nom ou raison sociale')).toHaveValue('Cabinet Démo Experts');
    await expect(page.getByLabel('Adresse de facturation')).toHaveValue('12 rue de la Paix');
    await expect(page.getByLabel('Code postal')).toHaveValue('75002');
    await expect(page.getByLabel('Ville')).toHaveValue('Paris');
    const orderid = await confirmDeferred(page);
    await expect(
      page.getByText(`Un e-mail de confirmation vous est envoyé à ${collaborator}`),
    ).toBeVisible();

    const mails = await (await request.get(`${E2E_PORTS.apiUrl}/dev/mails`)).text();
    expect(mails).toContain(`Commande ${orderid} confirmée : facturation différée`);
  });

  test('la page de suivi garde le formulaire quand l’adresse e-mail est fausse', async ({
    page,
  }) => {
    await page.goto('/pre-etat-date/commande/ZZZZZZ');
    await dismissCookies(page);
    const field = page.getByLabel('Adresse e-mail utilisée pour la commande');
    await field.fill('inconnu@example.fr');
    await page.getByRole('button', { name: 'Voir ma commande' }).click();
    await expect(page.getByText('Commande introuvable')).toBeVisible();
    await expect(field).toHaveValue('inconnu@example.fr');
    await field.fill('autre@example.fr');
    await expect(page.getByRole('button', { name: 'Voir ma commande' })).toBeEnabled();
  });

  test('la confirmation sans commande a un titre et un chemin', async ({ page }) => {
    await page.goto('/pre-etat-date/confirmation');
    await dismissCookies(page);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Aucune commande à afficher' }),
    ).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Commander un pré-état daté' }).click();
    await stepTitle(page, 'Offre');
  });

  test('une adresse inconnue répond 404 et montre la page introuvable', async ({
    page,
    request,
  }) => {
    for (const path of [
      '/cette-page-n-existe-pas',
      '/pre-etat-date/solution-inconnue-xyz',
      '/en-ligne/commander/pre-etat-date/solution-inconnue',
      // no French commune has this name: the server checks the official list
      '/documents-pre-etat-date/xyz-inexistante',
      '/aide/pre-etat-date/documents-necessaires-xyz-inexistante',
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(/introuvable/i);
    }
    expect((await request.get('/offres')).status()).toBe(200);
    // a real commune, even one the documents page does not list, keeps its page
    expect((await request.get('/documents-pre-etat-date/chalons-en-champagne')).status()).toBe(200);
    expect((await request.get('/pre-etat-date/AB2C3D')).status()).toBe(200);
  });

  test('une réponse au bandeau des cookies donnée avant que les scripts de la page aient tourné compte', async ({
    page,
  }) => {
    // the page's own scripts never arrive: only the HTML and its head are there
    await page.route(/\.js(\?|$)/, (route) => route.abort());
    await page.goto('/');
    const band = page.getByRole('region', { name: 'Cookies' });
    await band.getByRole('button', { name: 'Refuser' }).click();
    await expect(band).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('ped-cookie-consent'))).toBe('false');
  });

  test('le choix des cookies se rouvre depuis le pied de page', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Refuser' }).click();
    await expect(page.getByTestId('cookie-banner')).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('cookie-banner')).toHaveCount(0);
    await page
      .getByTestId('shell-footer')
      .getByRole('button', { name: 'Gérer les cookies' })
      .click();
    const banner = page.getByRole('region', { name: 'Cookies' });
    await expect(banner).toBeFocused();
    await expect(banner).toContainText('Votre choix actuel : cookies refusés.');
    await banner.getByRole('button', { name: 'Accepter' }).click();
    await expect(banner).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('ped-cookie-consent'))).toBe('true');
  });

  test('le lien « Rattacher la commande à mon compte » de l’e-mail rattache la commande au compte', async ({
    page,
    request,
  }) => {
    // a visitor orders with the e-mail of an existing account: the order stays out of it
    const stored = {
      ...createOrderForm(),
      email: CUSTOMER.email,
      address: '8 rue Garibaldi',
      zipcode: '69006',
      city: 'Lyon',
      comment: 'Commande sans connexion',
    };
    const draft = await request.post(`${E2E_PORTS.apiUrl}/order/store`, {
      data: { orderid: null, account: CUSTOMER.email, stored, confirmed: false },
    });
    expect(draft.ok(), await draft.text()).toBe(true);
    const orderid = (await draft.json()).payload.orderid as string;
    const customerToken = await tokenOf(request, CUSTOMER);
    const listed = async () =>
      (
        await (
          await request.get(`${E2E_PORTS.apiUrl}/order/v2`, {
            headers: { authorization: `Bearer ${customerToken}` },
          })
        ).json()
      ).payload.items.map((order: { orderid: string }) => order.orderid) as string[];
    expect(await listed()).not.toContain(orderid);

    const link = await linkFromMail(request, CUSTOMER.email, /rattacher=[^"\s<&]+/);
    await page.goto(link);
    await page.getByRole('button', { name: 'Rattacher la commande à mon compte' }).click();
    await expect(page.getByText('Commande rattachée à votre compte')).toBeVisible();
    await expect(page).not.toHaveURL(/rattacher=/);
    expect(await listed()).toContain(orderid);
  });
});

test.describe('sur un téléphone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('le bandeau des cookies pousse la page au lieu de couvrir ses chiffres, et un visiteur qui a choisi ne le voit jamais', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const band = document.querySelector('[data-cookie-banner]');
        (window as unknown as { bandPainted: boolean }).bandPainted =
          !!band && getComputedStyle(band).display !== 'none';
      });
    });
    await page.goto('/');
    const band = page.getByRole('region', { name: 'Cookies' });
    // in the HTML itself, above the page: nothing under it, nothing moves when React arrives
    expect(
      await page.evaluate(() => (window as unknown as { bandPainted: boolean }).bandPainted),
    ).toBe(true);
    const drawn = (await band.boundingBox())!;
    const heading = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
    expect(drawn.y + drawn.height).toBeLessThanOrEqual(heading.y);
    await expect(band).toHaveAttribute('data-cookie-banner', 'asking');
    expect((await band.boundingBox())!.y).toBe(drawn.y);

    await band.getByRole('button', { name: 'Refuser' }).click();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { bandPainted: boolean }).bandPainted),
    ).toBe(false);
    await expect(band).toHaveCount(0);
  });

  test('le titre de l’étape reste visible sous l’en-tête après « Continuer », et les neuf étapes tiennent sur une ligne', async ({
    page,
  }) => {
    await page.goto('/en-ligne/commander/pre-etat-date/solution-confort');
    await dismissCookies(page);
    await stepTitle(page, 'Offre');
    await page.getByLabel('Votre adresse e-mail').fill(`telephone-${Date.now()}@example.fr`);
    await next(page);
    await stepTitle(page, 'Bien et lots');
    await page.getByLabel('Adresse du bien').fill('8 rue Victor Hugo');
    await page.getByLabel('Code postal').fill('69002');
    await page.getByLabel('Ville').fill('Lyon');
    await page.getByRole('button', { name: 'Ajouter un lot' }).click();
    await page.getByRole('group', { name: 'Lot 1' }).getByLabel('Numéro du lot').fill('3');
    // « Continuer » sits far below the next step's heading: moving focus there scrolls up
    await next(page);
    await stepTitle(page, 'Vendeurs');

    const heading = page.getByRole('heading', { level: 2, name: /: Vendeurs$/ });
    await expect(heading).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    const shown = (await heading.boundingBox())!;
    const header = (await page.getByRole('banner').boundingBox())!;
    expect(shown.y).toBeGreaterThanOrEqual(header.y + header.height);
    expect(shown.y + shown.height).toBeLessThanOrEqual(844);

    const steps = page.getByRole('navigation', { name: 'Étapes de la commande' });
    const tops = await steps
      .getByRole('listitem')
      .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
    expect(tops).toHaveLength(9);
    expect(new Set(tops).size).toBe(1);
    expect(await steps.evaluate((nav) => nav.scrollWidth <= nav.clientWidth)).toBe(true);
    // the chips show their number; each still says its step to a screen reader
    await expect(steps.getByRole('button', { name: '3. Vendeurs' })).toHaveAttribute(
      'aria-current',
      'step',
    );
  });
});

for (const viewport of [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
])
  test(`l’Accueil de l’Espace Pro montre les actions de chaque commande sans défilement horizontal (${viewport.width} px)`, async ({
    page,
    request,
  }) => {
    const owner = 'experts@pre-etat-date.test';
    const token = await tokenOf(request, { email: owner, password: 'demo-pre-etat-date' });
    const store = await request.post(`${E2E_PORTS.apiUrl}/order/store`, {
      headers: { authorization: `Bearer ${token}` },
      data: {
        orderid: null,
        account: owner,
        confirmed: null,
        billing_mode: null,
        stored: {
          offer: 'exp',
          address: '8 quai des Chartrons, Bâtiment B',
          zipcode: '33000',
          city: 'Bordeaux',
        },
      },
    });
    expect(store.ok(), await store.text()).toBe(true);
    const orderid = (await store.json()).payload.orderid as string;
    await page.setViewportSize(viewport);
    await signIn(page, token);
    await page.goto('/mon-compte-professionnel');

    const orders = page.getByRole('region', { name: 'Les commandes de votre organisation' });
    const view = orders.getByRole('link', { name: `Voir la commande ${orderid}` });
    await view.scrollIntoViewIfNeeded();
    await expect(view).toBeInViewport();
    const scroller = orders.locator('table').locator('xpath=..');
    expect(await scroller.evaluate((box) => box.scrollWidth <= box.clientWidth)).toBe(true);
  });
