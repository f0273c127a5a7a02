import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createOrderForm } from '../../packages/domain/src/order-form';
import { E2E_PORTS } from '../support/ports';

const ADMIN = { email: 'admin@pre-etat-date.test', password: 'admin-pre-etat-date' };
const CUSTOMER = { email: 'client@pre-etat-date.test', password: 'demo-pre-etat-date' };
const COLLABORATEUR = {
  email: 'collaborateur.gratuit@pre-etat-date.test',
  password: 'demo-pre-etat-date',
};

async function tokenOf(
  request: APIRequestContext,
  credentials: { email: string; password: string },
): Promise<string> {
  const response = await request.post(`${E2E_PORTS.apiUrl}/account/auth`, { data: credentials });
  return (await response.json()).payload.access_token as string;
}

async function signIn(page: Page, token: string) {
  await page.addInitScript((value) => {
    window.localStorage.setItem('xst', value);
    window.localStorage.setItem('cookie-consent', 'true');
  }, token);
}

/** A confirmed, paid Confort order of the demo customer, made through the API. */
async function paidOrder(request: APIRequestContext, adminToken: string): Promise<string> {
  const form = createOrderForm();
  const stored = {
    ...form,
    offer: 'cle',
    valid: true,
    invoiced: false,
    email: CUSTOMER.email,
    notary: { name: 'Maître Durand', email: 'notaire@example.fr' },
    address: '3 rue des Lilas',
    zipcode: '69003',
    city: 'Lyon',
    owners: [
      {
        firstname: 'Marie',
        lastname: 'Dupont',
        address: '3 rue des Lilas',
        additional: '',
        zipcode: '69003',
        city: 'Lyon',
      },
    ],
    lots: [
      {
        number: '12',
        kind: 'appartement',
        description: 'Appartement T3',
        tantiemes: 152,
        tantiemes_total: 10000,
      },
      { number: '45', kind: 'cave', description: 'Cave', tantiemes: 5, tantiemes_total: 10000 },
      {
        number: '78',
        kind: 'parking',
        description: 'Parking',
        tantiemes: 12,
        tantiemes_total: 10000,
      },
    ],
    // no amount for the whole sale to split per lot; the accounts' AG date « Terminer » needs
    dt_based: '2026-03-12',
    method: 'email',
    syndic: { name: 'Cabinet Martin', url: '', username: '', password: '' },
  };
  const created = await (
    await request.post(`${E2E_PORTS.apiUrl}/order/store`, {
      data: { orderid: null, account: CUSTOMER.email, stored, confirmed: true, billing_mode: null },
    })
  ).json();
  const orderid = created.payload.orderid as string;
  const paid = await request.post(`${E2E_PORTS.apiUrl}/order/paid`, {
    headers: { authorization: `Bearer ${adminToken}` },
    data: { orderid, account: CUSTOMER.email, send_mail: false },
  });
  expect(paid.ok()).toBe(true);
  return orderid;
}

async function openPanel(page: Page, tab: string) {
  await page.goto('/');
  await page.getByTestId('admin-panel-button').click();
  await page.getByRole('tab', { name: tab, exact: true }).click();
  // the tab's first load replaces its list: act once it has arrived
  await page.waitForLoadState('networkidle');
}

const panel = (page: Page) => page.getByTestId('admin-panel').last();

test.describe('panneau d’administration', () => {
  test('un administrateur mène une commande payée jusqu’à « Terminer », le client obtient le PDF', async ({
    page,
    request,
    browser,
  }) => {
    const adminToken = await tokenOf(request, ADMIN);
    const orderid = await paidOrder(request, adminToken);
    await signIn(page, adminToken);
    await openPanel(page, 'Commandes');
    await panel(page).getByRole('tab', { name: 'Toutes' }).click();
    await panel(page).getByLabel('Recherche Magic').fill(orderid);
    await expect(panel(page).getByRole('cell', { name: 'Confort', exact: true })).toBeVisible();
    await panel(page).getByRole('button', { name: 'Gérer' }).click();
    const dialog = page.getByRole('dialog', { name: `Commande ${orderid}` });
    await expect(dialog.getByRole('link', { name: 'Voir le détail' })).toHaveAttribute(
      'href',
      `/pre-etat-date/commande/${orderid}?account=${encodeURIComponent(CUSTOMER.email)}`,
    );

    await dialog
      .getByRole('button', { name: 'Vie de la copropriété et dossier technique' })
      .click();
    const record = dialog.getByRole('form', { name: 'Vie de la copropriété et dossier technique' });
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
    await record.getByRole('button', { name: 'Enregistrer le dossier' }).click();
    await expect(record.getByText(/^Saisi par admin@pre-etat-date\.test le/)).toBeVisible();

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
    const name = `Syndic ${Date.now() % 1_000_000}`; // under 20 characters: longer cells are truncated (SPEC §5)
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
