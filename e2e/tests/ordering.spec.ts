import { expect, test, type Page } from '@playwright/test';
import { E2E_PORTS } from '../support/ports';
import { fillSellerUpToDocuments, next, stepTitle } from '../support/order-flow';

/** A minimal one-page PDF: enough for the upload and its type guess. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

async function dismissCookies(page: Page) {
  const refuse = page.getByRole('button', { name: 'Refuser' });
  if (await refuse.isVisible().catch(() => false)) await refuse.click();
}

/** Fills the Confort order for two lots up to the recap, uploading one document. */
async function fillConfortOrder(page: Page, email: string) {
  await page.goto('/en-ligne/commander/pre-etat-date/solution-confort');
  await dismissCookies(page);
  await stepTitle(page, 'Offre');
  await expect(page.getByRole('radio', { name: /Confort — 59,90 € TTC/ })).toBeChecked();
  await next(page);
  await expect(page.getByText('L’adresse e-mail est requise')).toBeVisible();
  await page.getByLabel('Votre adresse e-mail').fill(email);
  await next(page);

  await stepTitle(page, 'Bien et lots');
  await next(page);
  await expect(page.getByText('Indiquez au moins un lot')).toBeVisible();
  await page.getByLabel('Adresse du bien').fill('12 rue des Lilas');
  await page.getByLabel('Code postal').fill('75011');
  await page.getByLabel('Ville').fill('Paris');
  await page.getByRole('button', { name: 'Ajouter un lot' }).click();
  await page.getByRole('group', { name: 'Lot 1' }).getByLabel('Numéro du lot').fill('12');
  await page.getByRole('button', { name: 'Ajouter un lot' }).click();
  const cellar = page.getByRole('group', { name: 'Lot 2' });
  await expect(cellar.getByLabel('Type de lot')).toHaveValue('cave');
  await cellar.getByLabel('Numéro du lot').fill('45');
  await next(page);

  await fillSellerUpToDocuments(page, { firstname: 'Claire', lastname: 'Martin' });
  await page.getByLabel('Nom du syndic').fill('Syndic Dupont');
  await page.getByRole('radio', { name: 'Je télécharge mes documents' }).check();
  await page
    .getByLabel('Vos documents (PDF ou images)')
    .setInputFiles({ name: 'appel-de-fonds.pdf', mimeType: 'application/pdf', buffer: PDF });
  const uploaded = page
    .getByRole('list', { name: 'Documents déposés' })
    .getByRole('group', { name: 'appel-de-fonds.pdf' });
  await expect(uploaded).toBeVisible({ timeout: 30_000 });
  // the recognised type is only a guess: the customer corrects it, saved at once
  await uploaded.getByLabel('Type reconnu').selectOption({ label: 'Procès-Verbal (PVs)' });
  await expect(uploaded.getByText('Modifications enregistrées')).toBeVisible();
  await next(page);

  await stepTitle(page, 'Montants');
  await page.getByLabel('Provisions exigibles du budget prévisionnel').fill('1 234,56');
  await next(page);
  await stepTitle(page, 'Facturation');
  await page.getByLabel('Nom ou raison sociale').fill('Martin');
  await page.getByLabel('Adresse de facturation').fill('12 rue des Lilas');
  await page.getByLabel('Code postal').fill('75011');
  await page.getByLabel('Ville').fill('Paris');
  await next(page);
  await stepTitle(page, 'Récapitulatif');
}

async function payInSandbox(page: Page, card: string) {
  await expect(page.getByRole('form', { name: 'Paiement par carte' })).toBeVisible();
  await page.getByLabel('Numéro de carte').fill(card);
  await page.getByLabel('Date d’expiration').fill('12 / 40');
  await page.getByLabel('Code de sécurité (CVC)').fill('123');
  await page.getByLabel('Nom du titulaire de la carte').fill('Claire Martin');
  await page.getByRole('button', { name: /^Payer/ }).click();
}

test.describe('commande et paiement d’un pré-état daté', () => {
  test('un visiteur commande Confort pour deux lots, dépose un document, paie et reçoit la confirmation', async ({
    page,
    request,
  }) => {
    const email = `visiteur-${Date.now()}@example.fr`;
    await fillConfortOrder(page, email);

    // a refused card stays on the payment page; cancelling brings the draft back intact
    await page.getByRole('checkbox', { name: /conditions générales de vente/ }).check();
    await page.getByRole('button', { name: 'Payer 59,90 € TTC' }).click();
    await payInSandbox(page, '4000 0000 0000 0002');
    await expect(page.getByRole('alert')).toContainText('Votre carte a été refusée.');
    await page.getByRole('link', { name: /Annuler et revenir à la commande/ }).click();
    await expect(page).toHaveURL(/\/pre-etat-date\/[A-Z0-9]{6}\?paiement=annule$/);
    await expect(page.getByText('Paiement annulé')).toBeVisible();
    await stepTitle(page, 'Récapitulatif');
    await expect(page.getByText('12 rue des Lilas, 75011 Paris')).toBeVisible();
    await expect(page.getByText('Appartement n° 12, Cave n° 45')).toBeVisible();
    const orderid = page.url().match(/pre-etat-date\/([A-Z0-9]{6})/)![1]!;

    await page.getByRole('checkbox', { name: /conditions générales de vente/ }).check();
    await page.getByRole('button', { name: 'Payer 59,90 € TTC' }).click();
    await payInSandbox(page, '4242 4242 4242 4242');

    await expect(page).toHaveURL(new RegExp(`/pre-etat-date/confirmation\\?order=${orderid}$`));
    await expect(page.getByRole('heading', { name: 'Merci pour votre commande !' })).toBeVisible();
    await expect(page.getByText('Paiement reçu')).toBeVisible();
    await expect(page.getByText('Confirmée')).toBeVisible();
    await expect(page.getByText('appel-de-fonds.pdf')).toBeVisible();

    const mails = await (await request.get(`${E2E_PORTS.apiUrl}/dev/mails`)).text();
    expect(mails).toContain(`Commande ${orderid} confirmée : paiement reçu`);
  });

  test('un rechargement en cours de saisie ne perd rien', async ({ page }) => {
    await page.goto('/pre-etat-date/commande');
    await dismissCookies(page);
    await page.getByRole('radio', { name: /Confort/ }).check();
    await page.getByLabel('Votre adresse e-mail').fill(`recharge-${Date.now()}@example.fr`);
    await next(page);
    await page.getByLabel('Adresse du bien').fill('3 place du Marché');
    await page.getByRole('button', { name: 'Ajouter un lot' }).click();
    await page.getByRole('group', { name: 'Lot 1' }).getByLabel('Numéro du lot').fill('7');
    await expect(
      page.getByRole('status').filter({ hasText: /brouillon enregistré/ }),
    ).toBeVisible();

    await page.reload();
    await stepTitle(page, 'Bien et lots');
    await expect(page.getByLabel('Adresse du bien')).toHaveValue('3 place du Marché');
    await expect(
      page.getByRole('group', { name: 'Lot 1' }).getByLabel('Numéro du lot'),
    ).toHaveValue('7');
  });

  test('un professionnel voit les prix HT', async ({ page, request }) => {
    const auth = await request.post(`${E2E_PORTS.apiUrl}/account/auth`, {
      data: { email: 'gratuit@pre-etat-date.test', password: 'demo-pre-etat-date' },
    });
    const token = (await auth.json()).payload.access_token as string;
    await page.addInitScript((value) => window.localStorage.setItem('xst', value), token);
    await page.goto('/en-ligne/commander/pre-etat-date/solution-confort');
    await expect(page.getByRole('radio', { name: /Confort — 49,90 € HT/ })).toBeChecked();
    await expect(page.getByText('Commande enregistrée au nom de')).toContainText(
      'gratuit@pre-etat-date.test',
    );
  });
});
