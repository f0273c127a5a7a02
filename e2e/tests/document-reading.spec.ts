import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { loadCorpus } from '../../api/test/corpus/render';
import { junkPng } from '../../api/test/fixtures/hostile-files';
import { collectConsoleErrors } from '../support/console-errors';
import { fillSellerUpToDocuments, next, stepTitle } from '../support/order-flow';

/** An appel de fonds of the generated corpus, for lot 16 (as figures-from-documents.spec.ts). */
const APPEL_DE_FONDS = 'heldout-019-appel-de-fonds.pdf';
const CORPUS_DIR = fileURLToPath(new URL('../../api/test/corpus', import.meta.url));

/**
 * Issue 32: documents are read after they are stored. The seller sees each one « Lecture en
 * cours… », then what was read; a file that cannot be read says so, and nothing else of the
 * form is held up by it.
 */
test('le vendeur dépose un appel de fonds et une image illisible : l’un est lu, l’autre dit pourquoi, le formulaire continue', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  const [appel] = await loadCorpus(CORPUS_DIR, (doc) => doc.file === APPEL_DE_FONDS);
  await page.addInitScript(() => window.localStorage.setItem('ped-cookie-consent', 'true'));
  await page.goto('/en-ligne/commander/pre-etat-date/solution-confort');
  await stepTitle(page, 'Offre');
  await page.getByLabel('Votre adresse e-mail').fill('vendeuse.lecture@exemple.fr');
  await next(page);
  await stepTitle(page, 'Bien et lots');
  await page.getByLabel('Adresse du bien').fill('3 rue des Carmes');
  await page.getByLabel('Code postal').fill('37000');
  await page.getByLabel('Ville').fill('Tours');
  await page.getByRole('button', { name: 'Ajouter un lot' }).click();
  await page.getByRole('group', { name: 'Lot 1' }).getByLabel('Numéro du lot').fill('16');
  await next(page);
  await fillSellerUpToDocuments(page, { firstname: 'Claire', lastname: 'Morel' });
  await page.getByLabel('Nom du syndic').fill('Groupe Citadelle Gestion');
  await page.getByRole('radio', { name: 'Je télécharge mes documents' }).check();

  await page.getByLabel('Vos documents (PDF ou images)').setInputFiles([
    { name: APPEL_DE_FONDS, mimeType: 'application/pdf', buffer: appel!.bytes },
    { name: 'photo-du-tableau.png', mimeType: 'image/png', buffer: junkPng() },
  ]);
  const list = page.getByRole('list', { name: 'Documents déposés' });
  const appelRow = list.getByRole('group', { name: APPEL_DE_FONDS });
  const photoRow = list.getByRole('group', { name: 'photo-du-tableau.png' });
  // stored at once, each row says it is being read
  await expect(appelRow.getByRole('status').filter({ hasText: 'Lecture en cours…' })).toBeVisible();
  await expect(photoRow).toBeVisible();

  // then the appel de fonds is recognised, dated, and its figures reach the amounts
  await expect(appelRow.getByLabel('Type reconnu')).toHaveValue('Appel de fonds', {
    timeout: 30_000,
  });
  await expect(appelRow.getByLabel('Date du document')).not.toHaveValue('');
  await expect(appelRow.getByText('Lecture en cours…')).toHaveCount(0);
  // and the image says why it was not read, its row still usable
  const refusal = photoRow.getByRole('alert');
  await expect(refusal).toContainText('Lecture automatique impossible');
  await expect(refusal).toContainText('Le fichier est endommagé ou n’est pas lisible.');
  await photoRow.getByLabel('Type reconnu').selectOption({ label: 'Autre' });
  await expect(photoRow.getByText('Modifications enregistrées')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('documents.png'), fullPage: true });

  await next(page);
  await stepTitle(page, 'Montants');
  const budget = page.getByRole('textbox', {
    name: 'Budget prévisionnel de l’exercice en cours (part du lot)',
  });
  await expect(budget).toHaveValue(/^3\s369,38$/);
  await next(page);
  await stepTitle(page, 'Facturation');
  expect(errors).toEqual([]);
});
