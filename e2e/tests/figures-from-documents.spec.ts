import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { pdfText } from '../../api/test/documents/pdf-text';
import { loadCorpus } from '../../api/test/corpus/render';
import { fillSellerUpToDocuments, next, stepTitle } from '../support/order-flow';
import { E2E_PORTS } from '../support/ports';
import { ADMIN, CUSTOMER, openOrderInPanel, paidOrder, signIn, tokenOf } from '../support/staff';

/** An appel de fonds of the generated corpus, for lot 16, never used to tune the reader. */
const APPEL_DE_FONDS = 'heldout-019-appel-de-fonds.pdf';
const CORPUS_DIR = fileURLToPath(new URL('../../api/test/corpus', import.meta.url));

test('le personnel retient un montant lu dans l’appel de fonds du vendeur, avec sa page, et le PDF cite sa source', async ({
  page,
  request,
}) => {
  const [document] = await loadCorpus(CORPUS_DIR, (doc) => doc.file === APPEL_DE_FONDS);
  expect(document, 'the corpus still has this appel de fonds').toBeTruthy();
  const adminToken = await tokenOf(request, ADMIN);
  const orderid = await paidOrder(request, adminToken, { lotNumbers: ['16'] });
  const upload = await request.post(
    `${E2E_PORTS.apiUrl}/order/${orderid}/upload?account=${encodeURIComponent(CUSTOMER.email)}`,
    {
      headers: { authorization: `Bearer ${adminToken}` },
      multipart: {
        file: { name: APPEL_DE_FONDS, mimeType: 'application/pdf', buffer: document!.bytes },
      },
    },
  );
  expect(upload.ok(), await upload.text()).toBe(true);
  // stored at once, read after (ADR 064): the lot's yearly budget, 3 369,38 €, on page 1
  const uploadId = (await upload.json()).payload.upload.id as string;
  const figuresRead = async () => {
    const readings = await request.get(
      `${E2E_PORTS.apiUrl}/order/${orderid}/readings?account=${encodeURIComponent(CUSTOMER.email)}`,
      { headers: { authorization: `Bearer ${adminToken}` } },
    );
    const { uploads } = (await readings.json()).payload as {
      uploads: Array<{ id: string; figures: unknown[] }>;
    };
    return uploads.find(({ id }) => id === uploadId)?.figures ?? [];
  };
  await expect
    .poll(figuresRead)
    .toContainEqual(expect.objectContaining({ field: 'expected_budget', amount: 336938, page: 1 }));

  await signIn(page, adminToken);
  const dialog = await openOrderInPanel(page, orderid);
  await dialog.getByRole('button', { name: 'Vérifier les montants' }).click();
  const budget = dialog
    .getByRole('table', { name: 'Montants du pré-état daté' })
    .getByRole('row')
    .filter({
      has: page.getByRole('rowheader', {
        name: 'Budget prévisionnel de l’exercice en cours (part du lot)',
      }),
    });
  const readings = budget.getByRole('list', { name: /^Montants lus dans les documents/ });
  await expect(readings.getByText(/^3\s369,38\s€$/)).toBeVisible();
  await expect(readings.getByText(/page 1/)).toBeVisible();
  await expect(readings.getByText(/soit pour votre lot/)).toBeVisible();
  await readings.getByRole('button', { name: /^Retenir ce montant/ }).click();
  await expect(
    budget.getByText(/3\s369,38\s€ — lu dans .*, page 1, par admin@pre-etat-date\.test/),
  ).toBeVisible();

  const preview = await request.get(
    `${E2E_PORTS.apiUrl}/order/${orderid}/preview?account=${encodeURIComponent(CUSTOMER.email)}`,
    { headers: { authorization: `Bearer ${adminToken}` } },
  );
  expect(preview.ok()).toBe(true);
  const { text } = await pdfText(await preview.body());
  // the figure carries its reference [n]; the sources table names the document and its page
  const flat = text.replace(/\s+/g, ' ');
  const reference = /3 369,38 € \[(\d+)\]/.exec(flat)?.[1];
  expect(reference, 'the budget share cites its source').toBeTruthy();
  expect(flat).toMatch(
    new RegExp(
      `\\[${reference}\\]Appel de fonds \\([^)]+\\.pdf\\) ?\\d{1,2}(er)? \\S+ \\d{4} ?1 ?non annexé`,
    ),
  );
});

/**
 * A seller of lot `lot` orders on the site and uploads the appel de fonds of lot 16; answers
 * its row in the list of documents, once the document is stored.
 */
async function sellerUploadsTheCall(page: Page, { email, lot }: { email: string; lot: string }) {
  const [document] = await loadCorpus(CORPUS_DIR, (doc) => doc.file === APPEL_DE_FONDS);
  await page.addInitScript(() => window.localStorage.setItem('ped-cookie-consent', 'true'));
  await page.goto('/en-ligne/commander/pre-etat-date/solution-confort');
  await stepTitle(page, 'Offre');
  await page.getByLabel('Votre adresse e-mail').fill(email);
  await next(page);
  await stepTitle(page, 'Bien et lots');
  await page.getByLabel('Adresse du bien').fill('3 rue des Carmes');
  await page.getByLabel('Code postal').fill('37000');
  await page.getByLabel('Ville').fill('Tours');
  await page.getByRole('button', { name: 'Ajouter un lot' }).click();
  await page.getByRole('group', { name: 'Lot 1' }).getByLabel('Numéro du lot').fill(lot);
  await next(page);
  await fillSellerUpToDocuments(page, { firstname: 'Anne', lastname: 'Roux' });
  await page.getByLabel('Nom du syndic').fill('Groupe Citadelle Gestion');
  await page.getByRole('radio', { name: 'Je télécharge mes documents' }).check();
  await page
    .getByLabel('Vos documents (PDF ou images)')
    .setInputFiles({ name: APPEL_DE_FONDS, mimeType: 'application/pdf', buffer: document!.bytes });
  const row = page
    .getByRole('list', { name: 'Documents déposés' })
    .getByRole('group', { name: APPEL_DE_FONDS });
  await expect(row).toBeVisible({ timeout: 30_000 });
  return row;
}

const BUDGET_FIELD = 'Budget prévisionnel de l’exercice en cours (part du lot)';

test('le vendeur dépose son appel de fonds : le budget de son lot, lu sûrement, remplit le champ vide et dit d’où il vient', async ({
  page,
}) => {
  await sellerUploadsTheCall(page, { email: 'vendeur.lot16@exemple.fr', lot: '16' });
  await next(page);

  await stepTitle(page, 'Montants');
  const budget = page.getByRole('textbox', { name: BUDGET_FIELD });
  await expect(budget).toHaveValue(/^3\s369,38$/);
  // the field's own hint says where its value came from (the fund contribution got one too)
  const hint = page.locator(`#${await budget.getAttribute('aria-describedby')}`);
  await expect(hint).toContainText(`Lu dans ${APPEL_DE_FONDS}, page 1`);
  await page.screenshot({ path: test.info().outputPath('montants.png'), fullPage: true });
  await page
    .getByRole('button', { name: /^Effacer la valeur lue pour « Budget prévisionnel/ })
    .click();
  await expect(budget).toHaveValue('');
});

test('le vendeur du lot 61 dépose l’appel de fonds du lot 16 : on le lui signale, et le budget de son lot reste à saisir', async ({
  page,
}) => {
  const row = await sellerUploadsTheCall(page, { email: 'vendeur.lot61@exemple.fr', lot: '61' });
  // the row tells once the reading has named the document's lot (ADR 104)
  await expect(row.getByRole('alert')).toContainText(
    'Ce document semble porter sur le lot 16, et non sur le lot 61 de votre vente',
  );
  await page.screenshot({ path: test.info().outputPath('autre-lot.png'), fullPage: true });
  await next(page);

  await stepTitle(page, 'Montants');
  await expect(page.getByRole('textbox', { name: BUDGET_FIELD })).toHaveValue('');
});
