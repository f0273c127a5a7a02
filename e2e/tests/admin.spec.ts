import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { pdfText } from '../../api/test/documents/pdf-text';
import {
  ADMIN,
  CUSTOMER,
  openPanel,
  paidOrder,
  panel,
  searchList,
  signIn,
  tokenOf,
} from '../support/staff';

const COLLABORATEUR = {
  email: 'collaborateur.gratuit@pre-etat-date.test',
  password: 'demo-pre-etat-date',
};

test.describe('panneau d’administration', () => {
  test('une vente de 3 lots jusqu’à « Terminer » : liste de contrôle, désaccord tranché, PDF par lot, page de vérification', async ({
    page,
    request,
    browser,
  }) => {
    // the whole preparation of a sale, then three readers: 11 s here, 39 s on the slower CI
    // machine of ADR 089 (the full browser, traces recorded)
    test.slow();
    const adminToken = await tokenOf(request, ADMIN);
    // the seller's form says 7 210 € of unpaid charges; the syndic's statement will say 7 480 €
    const orderid = await paidOrder(request, adminToken, { amounts: { unpaid: 7210 } });
    await signIn(page, adminToken);
    await openPanel(page, 'Commandes');
    await panel(page).getByRole('tab', { name: 'Toutes' }).click();
    const list = await searchList(page, panel(page), orderid);
    await expect(list.getByRole('button', { name: 'Gérer' })).toHaveCount(1);
    await expect(list.getByRole('cell', { name: 'Confort', exact: true })).toBeVisible();
    await list.getByRole('button', { name: 'Gérer' }).click();
    const dialog = page.getByRole('dialog', { name: `Commande ${orderid}` });
    await expect(dialog.getByRole('link', { name: 'Voir le détail' })).toHaveAttribute(
      'href',
      `/pre-etat-date/commande/${orderid}?account=${encodeURIComponent(CUSTOMER.email)}`,
    );

    await dialog
      .getByRole('button', { name: 'Organisation, vie de la copropriété et dossier technique' })
      .click();
    const record = dialog.getByRole('form', {
      name: 'Organisation, vie de la copropriété et dossier technique',
    });
    await record
      .getByRole('combobox', { name: 'Procédures judiciaires en cours' })
      .selectOption('none');
    await record.getByRole('button', { name: 'Enregistrer le dossier' }).click();
    await expect(
      record.getByText(/^Une absence ne se déclare qu’avec une source datée/).first(),
    ).toBeVisible();
    await record
      .getByRole('combobox', { name: 'Procédures judiciaires en cours' })
      .selectOption('');
    await record
      .getByRole('combobox', { name: 'Ascenseur (contrôle technique quinquennal)' })
      .selectOption('checked');
    await record.getByLabel('Date du dernier contrôle').fill('2024-05-02');
    const regulation = record.getByRole('group', { name: 'Règlement de copropriété' });
    await regulation.getByLabel('Date de l’acte').fill('1972-05-12');
    await regulation.getByLabel('Notaire').fill('Maître Paul Durand, notaire à Lyon');
    await record
      .getByRole('checkbox', { name: 'L’état descriptif de division est dans l’acte du règlement' })
      .check();
    await record.getByRole('button', { name: 'Enregistrer le dossier' }).click();
    // the lift and the organisation, each with who entered it
    await expect(record.getByText(/^Saisi par admin@pre-etat-date\.test le/)).toHaveCount(2);

    await dialog.getByRole('button', { name: 'Vérifier les montants' }).click();
    const checklist = dialog.getByRole('region', { name: 'Liste de contrôle avant « Terminer »' });
    await expect(checklist.getByText('Tous les contrôles sont satisfaits')).toBeVisible();
    // a copropriété figure has one row; a lot figure one row per lot (« — lot 12 »)
    const figureRow = (label: string, lot?: string) => {
      const rows = dialog
        .getByRole('table', { name: 'Montants du pré-état daté' })
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: label }) });
      return lot ? rows.filter({ hasText: `— lot ${lot}` }) : rows;
    };
    const save = dialog.getByRole('button', { name: 'Enregistrer les montants' });

    const unpaid = figureRow('Impayés de charges de la copropriété');
    await unpaid.getByLabel('Nouveau montant').fill('7 480');
    await figureRow('Dernière cotisation au fonds de travaux versée par le vendeur', '12')
      .getByLabel('Nouveau montant')
      .fill('38,50');
    await save.click();
    await expect(unpaid.getByText('Sources en désaccord')).toBeVisible();
    await expect(checklist.getByText('« Terminer » est bloqué')).toBeVisible();
    await expect(
      checklist.getByText(
        'Copropriété : « Impayés de charges de la copropriété » — les sources divergent ; retenez un montant et motivez votre choix',
      ),
    ).toBeVisible();

    await unpaid.getByLabel('Motif du choix').fill('Relevé du syndic du 30 juin 2026');
    await save.click();
    await expect(unpaid.getByText('Désaccord tranché')).toBeVisible();
    await expect(checklist.getByText('Tous les contrôles sont satisfaits')).toBeVisible();

    await dialog.getByRole('button', { name: 'Dates, lots et syndic' }).click();
    const details = dialog.getByRole('form', { name: 'Dates, lots et syndic' });
    await details.getByLabel('Début de l’exercice N-1').fill('2025-01-01');
    await details.getByLabel('Fin de l’exercice N-1').fill('2025-12-31');
    await details.getByLabel(/Adresse du syndic/).fill('12 quai Saint-Antoine, 69002 Lyon');
    await details.getByRole('button', { name: 'Enregistrer les données de la vente' }).click();
    await expect(page.getByText('Données de la vente enregistrées')).toBeVisible();

    for (const action of ['Indiquer les documents reçus', 'Marquer comme prête']) {
      await dialog.getByRole('button', { name: action }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Confirmer' }).click();
      await expect(dialog.getByRole('button', { name: action })).toHaveCount(0);
    }
    await dialog.getByRole('button', { name: 'Terminer' }).click();
    const finish = page.getByRole('alertdialog', { name: `Terminer la commande ${orderid}` });
    await expect(finish.getByRole('radio', { name: 'Demain soir' })).toBeChecked();
    await expect(
      finish.getByRole('checkbox', { name: 'Envoyer le pré-état daté par e-mail' }),
    ).toBeChecked();
    await finish.getByRole('button', { name: 'Terminer' }).click();
    await expect(page.getByText('Terminée').first()).toBeVisible();

    const customerPage = await browser.newPage();
    await signIn(customerPage, await tokenOf(request, CUSTOMER));
    await customerPage.goto(`/pre-etat-date/commande/${orderid}`);
    const download = customerPage.waitForEvent('download');
    await customerPage.getByRole('button', { name: 'Télécharger le pré-état daté (PDF)' }).click();
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/);

    // the buyer's notary checks the code printed on the document, and the copy they received
    const pdfPath = await (await download).path();
    const { text } = await pdfText(await readFile(pdfPath));
    const code = /Code de vérification\s*([0-9A-Z]{5}-[0-9A-Z]{5})/.exec(text)?.[1];
    expect(code, 'code printed in the certification block').toBeTruthy();
    expect(text).toContain('7 480,00 €');
    expect(text).not.toContain('7 210,00 €');
    expect(text).toContain('38,50 €');
    expect(text).toContain('12 quai Saint-Antoine, 69002 Lyon');
    // a table cell wraps its text over lines
    expect(text.replace(/\s+/g, ' ')).toContain(
      'Exercice 2025, du 1er janvier au 31 décembre 2025',
    );
    // the building's organisation staff entered, to be provided until the deed is annexed
    expect(text.replace(/\s+/g, ' ')).toMatch(
      /Règlement de copropriété\s*acte du 12 mai 1972 reçu par Maître Paul Durand, notaire à Lyon ; publication non communiquée\s*À fournir/,
    );
    for (const lot of ['12', '45', '78']) expect(text).toMatch(new RegExp(`Lot n° ${lot}\\b`));
    const notaryPage = await browser.newPage();
    const opened = await notaryPage.goto(`/verification/${code!.replace('-', '')}`);
    expect(opened?.status()).toBe(200);
    await expect(notaryPage.getByText('Document authentique')).toBeVisible();
    await expect(
      notaryPage.getByText(`n° PED-${orderid}, version 1 (version en vigueur)`),
    ).toBeVisible();
    await notaryPage.getByLabel(/Comparer avec votre fichier/).setInputFiles(pdfPath);
    await expect(notaryPage.getByText('Fichier identique')).toBeVisible();

    // a private seller has no account: the order's e-mail opens the page and the download
    const visitorPage = await browser.newPage();
    await visitorPage.goto(
      `/pre-etat-date/commande/${orderid}?account=${encodeURIComponent(CUSTOMER.email)}`,
    );
    const visitorDownload = visitorPage.waitForEvent('download');
    await visitorPage.getByRole('button', { name: 'Télécharger le pré-état daté (PDF)' }).click();
    expect((await visitorDownload).suggestedFilename()).toBe(`pre-etat-date-${orderid}.pdf`);
  });

  test('syndics : nom requis, création, modification et suppression confirmée', async ({
    page,
    request,
  }) => {
    await signIn(page, await tokenOf(request, ADMIN));
    await openPanel(page, 'Syndics');
    const name = `Syndic ${Date.now() % 1_000_000}`; // under 20 characters: longer cells are truncated (docs/product.md §5.5)
    await panel(page).getByRole('button', { name: 'Ajouter un syndic' }).click();
    const form = page.getByRole('dialog', { name: 'Nouveau syndic' });
    await form.getByLabel('Extranet (URL)').fill('https://extranet.example.fr');
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(form.getByText('Le nom du syndic est requis')).toBeVisible();
    await expect(form.getByLabel('Extranet (URL)')).toHaveValue('https://extranet.example.fr');
    await form.getByLabel('Nom').fill(name);
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(panel(page).getByRole('cell', { name, exact: true })).toBeVisible();

    await panel(page)
      .getByRole('button', { name: `Modifier ${name}`, exact: true })
      .click();
    await page
      .getByRole('dialog', { name: `Modifier ${name}` })
      .getByLabel('Nom')
      .fill(`${name} bis`);
    await page
      .getByRole('dialog', { name: `Modifier ${name}` })
      .getByRole('button', { name: 'Enregistrer' })
      .click();
    await expect(panel(page).getByRole('cell', { name: `${name} bis`, exact: true })).toBeVisible();

    await panel(page)
      .getByRole('button', { name: `Supprimer ${name} bis` })
      .click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Annuler' }).click();
    await expect(panel(page).getByRole('cell', { name: `${name} bis`, exact: true })).toBeVisible();
    await panel(page)
      .getByRole('button', { name: `Supprimer ${name} bis` })
      .click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Confirmer' }).click();
    await expect(panel(page).getByRole('cell', { name: `${name} bis`, exact: true })).toHaveCount(
      0,
    );
  });

  test('copropriétés : création, document refusé sans fichier, suppression confirmée', async ({
    page,
    request,
  }) => {
    await signIn(page, await tokenOf(request, ADMIN));
    await openPanel(page, 'Copropriétés');
    const id = `AE${String(Date.now()).slice(-7)}`;
    await panel(page).getByRole('button', { name: 'Ajouter une copropriété' }).click();
    const form = page.getByRole('dialog', { name: 'Nouvelle copropriété' });
    await form.getByLabel('Nom').fill('Résidence E2E');
    await form.getByRole('button', { name: 'Créer' }).click();
    await expect(form.getByText('Le numéro d’immatriculation est requis')).toBeVisible();
    await expect(form.getByLabel('Nom')).toHaveValue('Résidence E2E');
    await form.getByLabel('Numéro d’immatriculation').fill('123');
    await form.getByRole('button', { name: 'Créer' }).click();
    await expect(
      form.getByText(/deux lettres et sept chiffres, comme sur le registre/),
    ).toBeVisible();
    await form.getByLabel('Numéro d’immatriculation').fill(id);
    await form.getByRole('button', { name: 'Créer' }).click();
    await expect(panel(page).getByRole('cell', { name: id, exact: true })).toBeVisible();

    await panel(page)
      .getByRole('button', { name: `Documents de ${id}` })
      .click();
    const documents = page.getByRole('dialog', { name: 'Documents de Résidence E2E' });
    await documents.getByRole('button', { name: 'Ajouter le document' }).click();
    await expect(documents.getByText('Le type de document est requis')).toBeVisible();
    await expect(documents.getByText('Un fichier doit être téléchargé')).toBeVisible();
    await documents.getByRole('button', { name: 'Fermer' }).last().click();

    await panel(page)
      .getByRole('button', { name: `Supprimer ${id}` })
      .click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Confirmer' }).click();
    await expect(panel(page).getByRole('cell', { name: id, exact: true })).toHaveCount(0);
  });

  test('un collaborateur ne voit jamais le bouton d’administration', async ({ page, request }) => {
    await signIn(page, await tokenOf(request, COLLABORATEUR));
    await page.goto('/');
    await expect(page.getByRole('button', { name: /collaborateur\.gratuit/ })).toBeVisible();
    await expect(page.getByTestId('admin-panel-button')).toHaveCount(0);
  });
});
