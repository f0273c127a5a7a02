import { expect, test } from '@playwright/test';
import { parisDay } from '../../packages/domain/src/paris-time';
import { formatDateInFull } from '../../packages/domain/src/format';
import { linkFromMail } from '../support/mails';
import {
  ADMIN,
  deliverInPanel,
  finishThroughApi,
  openOrderInPanel,
  paidOrder,
  signIn,
  tokenOf,
} from '../support/staff';
import { askFreeUpdate } from '../support/free-update';

const SPACE_LINK = /\/espace-notaire\/[A-Za-z0-9_-]+/;
const inDays = (days: number) => parisDay(new Date(Date.now() + days * 24 * 3600 * 1000));

test('la boucle avant la signature : l’AG tombe avant l’acte, le notaire et le vendeur le lisent, le vendeur actualise, la signature avancée rend le document à jour', async ({
  page,
  request,
  browser,
}) => {
  const stamp = Date.now();
  const seller = `vendeur-veille-${stamp}@exemple.fr`;
  const notary = `notaire-veille-${stamp}@etude.test`;
  const adminToken = await tokenOf(request, ADMIN);
  // a budget voted for a calendar year: the version carries an échéancier the notary splits
  const orderid = await paidOrder(request, adminToken, {
    account: seller,
    notary,
    // one lot: the budget declared is the lot's, nothing to split before « Terminer »
    lotNumbers: ['12'],
    details: { dt_n_start: '2025-01-01', dt_n_end: '2025-12-31', expected_budget: 2940 },
  });
  await finishThroughApi(request, adminToken, orderid, seller);
  const assembly = inDays(20);
  const signing = inDays(40);

  // staff record the next AG, announced, on the delivered order
  await signIn(page, adminToken);
  let dialog = await openOrderInPanel(page, orderid);
  await dialog
    .getByRole('button', { name: 'Organisation, vie de la copropriété et dossier technique' })
    .click();
  const record = dialog.getByRole('form', {
    name: 'Organisation, vie de la copropriété et dossier technique',
  });
  await record
    .getByRole('combobox', { name: 'Prochaine assemblée générale' })
    .selectOption('planned');
  await record.getByLabel(/Date de l’assemblée/).fill(assembly);
  await record.getByRole('button', { name: 'Enregistrer le dossier' }).click();
  await expect(page.getByText('Dossier de la copropriété enregistré')).toBeVisible();

  // the notary gives a signing day after it: the space says the document will not hold
  const notaryPage = await (await browser.newContext()).newPage();
  await notaryPage.goto(await linkFromMail(request, notary, SPACE_LINK));
  const split = notaryPage.getByRole('form', { name: 'Date de signature et répartition' });
  await split.getByLabel(/Date de signature de l’acte/).fill(signing);
  await split
    .getByRole('button', { name: 'Retenir cette date et cette règle pour l’acte' })
    .click();
  await expect(split.getByText(/Date de signature enregistrée/)).toBeVisible();
  const agReason = `L’assemblée générale du ${formatDateInFull(assembly)} se tient avant la signature`;
  const stale = notaryPage
    .getByRole('alert')
    .filter({ hasText: `À actualiser avant la signature du ${formatDateInFull(signing)}` });
  await expect(stale).toContainText(agReason);
  await expect(stale).toContainText('Le vendeur voit le même avis sur sa commande');

  // the seller reads the same on the order page and asks for the free update
  const sellerPage = await browser.newPage();
  await sellerPage.goto(`/pre-etat-date/commande/${orderid}?account=${encodeURIComponent(seller)}`);
  await expect(
    sellerPage
      .getByRole('alert')
      .filter({ hasText: `À actualiser avant la signature du ${formatDateInFull(signing)}` }),
  ).toContainText(agReason);
  await askFreeUpdate(sellerPage, 'L’AG approche, merci.');
  await notaryPage.reload();
  await expect(
    notaryPage.getByRole('status').filter({ hasText: 'Actualisation en cours' }),
  ).toContainText('à la demande du vendeur');

  // staff deliver version 2 from « Corrections demandées »
  await page.reload();
  dialog = await openOrderInPanel(page, orderid);
  await expect(dialog.getByText('Mise à jour demandée par le vendeur')).toBeVisible();
  await deliverInPanel(page, orderid);

  // version 2 is still before the AG; the notary signs today instead: nothing comes before
  await notaryPage.reload();
  await expect(notaryPage.getByTitle('Pré-état daté, version 2')).toBeVisible();
  await expect(stale).toContainText(agReason);
  const earlier = inDays(0);
  await split.getByLabel(/Date de signature de l’acte/).fill(earlier);
  await split
    .getByRole('button', { name: 'Retenir cette date et cette règle pour l’acte' })
    .click();
  await expect(
    notaryPage
      .getByRole('status')
      .filter({ hasText: `À jour pour la signature du ${formatDateInFull(earlier)}` }),
  ).toBeVisible();
});
