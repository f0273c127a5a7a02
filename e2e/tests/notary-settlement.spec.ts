import { expect, test, type Locator, type Page } from '@playwright/test';
import { addMonths } from '../../packages/domain/src/call-schedule';
import { parisDay } from '../../packages/domain/src/paris-time';
import { firstPageText } from '../../api/test/documents/pdf-text';
import { linkFromMail } from '../support/mails';
import {
  ADMIN,
  finishInPanel,
  openOrderInPanel,
  paidOrder,
  signIn,
  tokenOf,
} from '../support/staff';

const SPACE_LINK = /\/espace-notaire\/[A-Za-z0-9_-]+/;

/** Lots 12, 45 and 78 of the order (152, 5 and 12 / 10 000), with what a 412 000 € façade costs each. */
const LOTS = [
  { lot: '12', budget: '1 824', loan: '3 040', share: '6 262,40', call: '1 611,20' },
  { lot: '45', budget: '60', loan: '100', share: '206', call: '53' },
  { lot: '78', budget: '144', loan: '240', share: '494,40', call: '127,20' },
];

/** A lot's totals in the notary's split: the last row of its table, as the page reads it. */
async function lotTotals(space: Locator, lot: string): Promise<string[]> {
  const table = space.getByRole('region', { name: `Lot ${lot} : répartition des appels` });
  const cells = await table.getByRole('row').last().getByRole('cell').allTextContents();
  return cells.map((cell) => cell.replace(/\s/g, ' '));
}

async function fillAmount(scope: Locator, label: string | RegExp, value: string) {
  await scope.getByLabel(label, { exact: typeof label === 'string' }).fill(value);
}

/** Staff's preparation in the panel: each lot's figures, then the façade works voted with the loan. */
async function prepare(page: Page, dialog: Locator, callDay: string) {
  await dialog.getByRole('button', { name: 'Vérifier les montants' }).click();
  const figures = dialog.getByRole('table', { name: 'Montants du pré-état daté' });
  const row = (label: string, lot: string) =>
    figures
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: label }) })
      .filter({ hasText: `— lot ${lot}` });
  for (const { lot, budget, loan } of LOTS) {
    await fillAmount(
      row('Budget prévisionnel de l’exercice en cours (part du lot)', lot),
      'Nouveau montant',
      budget,
    );
    await fillAmount(
      row('Quote-part du lot dans l’emprunt collectif', lot),
      'Nouveau montant',
      loan,
    );
  }
  await fillAmount(
    row('Échéance de remboursement de l’emprunt collectif (part du lot)', '12'),
    'Nouveau montant',
    '80,50',
  );
  await dialog.getByRole('button', { name: 'Enregistrer les montants' }).click();
  await expect(page.getByText('Montants enregistrés')).toBeVisible();

  await dialog
    .getByRole('button', { name: 'Organisation, vie de la copropriété et dossier technique' })
    .click();
  const record = dialog.getByRole('form', {
    name: 'Organisation, vie de la copropriété et dossier technique',
  });
  await record.getByRole('combobox', { name: 'Travaux votés' }).selectOption('voted');
  const resolution = record.getByRole('group', { name: 'Résolution 1' });
  await resolution.getByLabel(/N° et objet/).fill('Résolution 14 — ravalement');
  await resolution.getByLabel(/Voté le/).fill('2026-03-12');
  await fillAmount(resolution, /Montant voté/, '412 000');
  await fillAmount(resolution, 'Part financée par l’emprunt collectif', '200 000');
  for (const [index, [due, percent]] of [
    ['2026-04-01', '50'],
    [callDay, '50'],
  ].entries()) {
    await resolution.getByRole('button', { name: 'Ajouter un appel à la résolution 1' }).click();
    await resolution.getByLabel(`Appel ${index + 1} exigible le`).fill(due!);
    await resolution.getByLabel(`Appel ${index + 1} : pourcentage`).fill(percent!);
  }
  for (const { lot, share, loan, call } of LOTS) {
    const line = resolution.getByRole('group', { name: `Résolution 1, lot ${lot}` });
    await fillAmount(line, `Quote-part du lot ${lot}`, share);
    await fillAmount(line, `Déjà appelé du lot ${lot}`, call);
    await fillAmount(line, `Reste à appeler du lot ${lot}`, call);
    await fillAmount(line, `Financé par l’emprunt du lot ${lot}`, loan);
  }
  await record.getByRole('button', { name: 'Enregistrer le dossier' }).click();
  await expect(page.getByText('Dossier de la copropriété enregistré')).toBeVisible();
}

test.describe('la synthèse et la répartition pour le notaire', () => {
  test('le personnel termine une vente de 3 lots avec travaux et emprunt ; le notaire change la date de signature et la répartition change ; la page 1 du PDF porte la synthèse', async ({
    page,
    request,
    browser,
  }) => {
    const today = parisDay(new Date());
    const lastYear = String(Number(today.slice(0, 4)) - 1);
    // the second call of the façade falls in six months: still to be called at delivery
    const callDay = `${addMonths(today, 6).slice(0, 7)}-01`;
    const stamp = Date.now();
    const notary = `notaire-${stamp}@etude.test`;
    const adminToken = await tokenOf(request, ADMIN);
    const orderid = await paidOrder(request, adminToken, {
      account: `vendeur-${stamp}@exemple.fr`,
      notary,
      amounts: { building_budget: 120000, loan_amount: 200000 },
      details: {
        dt_n_start: `${lastYear}-01-01`,
        dt_n_end: `${lastYear}-12-31`,
        building_lots: 120,
        dt_permit: '1965-09-01',
        loan_period: 3,
        dt_loan_next: `${addMonths(today, 1).slice(0, 7)}-05`,
      },
    });

    await signIn(page, adminToken);
    const dialog = await openOrderInPanel(page, orderid);
    await prepare(page, dialog, callDay);
    const checklist = dialog.getByRole('region', { name: 'Liste de contrôle avant « Terminer »' });
    await expect(checklist.getByText('Tous les contrôles sont satisfaits')).toBeVisible();

    await finishInPanel(page, orderid);

    // the notary opens the space from their e-mail, in a browser of their own
    const notaryPage = await (await browser.newContext()).newPage();
    await notaryPage.goto(await linkFromMail(request, notary, SPACE_LINK));
    const split = notaryPage.getByRole('form', { name: 'Date de signature et répartition' });
    await expect(split.getByText('Indiquez la date de signature')).toBeVisible();
    const day = split.getByLabel(/Date de signature de l’acte/);

    // signed the day before the façade's last call: the buyer bears it
    await day.fill(dayBefore(callDay));
    const before = await lotTotals(split, '12');
    // signed on the day of that call: the seller bears it (art. 6-2)
    await day.fill(callDay);
    const after = await lotTotals(split, '12');
    expect(after[0]).toBe(before[0]);
    expect(after).not.toEqual(before);
    const seller = (cells: string[]) => Number(cells[1]!.replace(/[^\d,]/g, '').replace(',', '.'));
    // the façade call of the day itself, 1 611,20 €, moved from the buyer to the seller
    expect(Math.round((seller(after) - seller(before)) * 100)).toBeGreaterThanOrEqual(161_120);

    await split.getByRole('radio', { name: /Prorata journalier/ }).check();
    await split
      .getByRole('button', { name: 'Retenir cette date et cette règle pour l’acte' })
      .click();
    await expect(split.getByText(/Date de signature enregistrée/)).toBeVisible();

    // the PDF the notary downloads: page 1 is the synthesis
    const pdfHref = await notaryPage
      .getByRole('link', { name: 'Télécharger le pré-état daté (PDF)' })
      .getAttribute('href');
    const pdf = Buffer.from(await (await request.get(pdfHref!)).body());
    const page1 = (await firstPageText(pdf)).replace(/\s+/g, ' ');
    expect(page1).toContain('Synthèse pour le notaire');
    expect(page1).toMatch(/Lot 12\s*Lot 45\s*Lot 78\s*Vente/);
    expect(page1).toContain('À retenir sur le prix : dû au syndicat (I-A)');
    expect(page1).toMatch(
      /Travaux votés restant à appeler\s*1 611,20 €\s*53,00 €\s*127,20 €\s*1 791,40 €/,
    );
    expect(page1).toContain('Résolution 14 — ravalement (appel du');
    expect(page1).toContain('Capital restant dû sur l’emprunt collectif : non communiqué.');
    expect(page1).toContain('article 26-8 de la loi du 10 juillet 1965');
    // budget share and four loan instalments; the fund's contribution is not known
    expect(page1).toMatch(/Charge annuelle de l’acquéreur\s*au moins 2 146,00 €/);
    expect(page1).toContain('Alertes');
  });
});

/** The calendar day before an ISO day. */
function dayBefore(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}
