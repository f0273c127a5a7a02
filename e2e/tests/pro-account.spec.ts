import { expect, test, type Page } from '@playwright/test';
import { confirmDeferred, orderExpertUpToBilling } from '../support/order-flow';
import { linkFromMail } from '../support/mails';
import { CUSTOMER, signIn, tokenOf } from '../support/staff';

const PASSWORD = 'mot-de-passe-pro-2026';

/** The page's console errors, wherever they come from (the payment sandbox's pages included). */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

async function dismissCookies(page: Page) {
  const refuse = page.getByRole('button', { name: 'Refuser' });
  if (await refuse.isVisible().catch(() => false)) await refuse.click();
}

/** The sandbox's card-saving page: it says so, charges nothing, and knows the owner's e-mail. */
async function saveSandboxCard(page: Page, email: string) {
  await expect(
    page.getByRole('heading', { level: 1, name: 'Enregistrer une carte' }),
  ).toBeVisible();
  await expect(page.getByText(/Payer/)).toHaveCount(0);
  await expect(page.getByLabel('E-mail')).toHaveValue(email);
  await page.getByLabel('Numéro de carte').fill('4242 4242 4242 4242');
  await page.getByLabel('Date d’expiration').fill('12 / 40');
  await page.getByLabel('Code de sécurité (CVC)').fill('123');
  await page.getByLabel('Nom du titulaire de la carte').fill('Camille Durand');
  await page
    .getByRole('form', { name: 'Carte à enregistrer' })
    .getByRole('button', { name: 'Enregistrer la carte' })
    .click();
}

/** The Expert offer ordered by a professional, billed later; returns the order id. */
async function orderExpertDeferred(page: Page, street: string): Promise<string> {
  await orderExpertUpToBilling(page, street);
  await page.getByLabel('Nom ou raison sociale').fill('Agence du Port');
  await page.getByLabel('Adresse de facturation').fill('1 place de la Bourse');
  await page.getByLabel('Code postal').fill('33000');
  await page.getByLabel('Ville').fill('Bordeaux');
  return confirmDeferred(page);
}

test.describe('espace professionnel', () => {
  test('un gérant crée son compte, le valide, souscrit Experts, invite un collaborateur qui commande au prix HT, puis règle deux commandes d’un coup et télécharge les factures', async ({
    page,
    browser,
    request,
  }) => {
    // two browsers, a card, a subscription, two orders and a payment: 9 s here, 33 s on the
    // slower CI machine of ADR 089 (the full browser, traces recorded)
    test.slow();
    const errors = consoleErrors(page);
    const stamp = Date.now();
    const owner = `gerant-${stamp}@agence-e2e.test`;
    const collaborator = `negociateur-${stamp}@agence-e2e.test`;

    // creation: the owner is signed in at once and waits for the validation e-mail
    await page.goto('/mon-compte-professionnel/creation');
    await dismissCookies(page);
    await page.getByLabel('Nom de votre société').fill('Agence du Port');
    await page.getByLabel('Adresse e-mail').fill(owner);
    await page.getByLabel(/^Mot de passe/).fill(PASSWORD);
    await page.getByLabel('Confirmez le mot de passe').fill('une-autre-saisie');
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    await expect(page.getByText('Les deux mots de passe ne sont pas identiques')).toBeVisible();
    await expect(page.getByLabel('Nom de votre société')).toHaveValue('Agence du Port');
    await page.getByLabel('Confirmez le mot de passe').fill(PASSWORD);
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    await expect(page).toHaveURL(/\/mon-compte-professionnel\/merci$/);
    await expect(page.getByRole('main').getByText(owner)).toBeVisible();

    // the link of the e-mail validates the address; the open session is renewed with it
    await page.goto(
      await linkFromMail(
        request,
        owner,
        /\/mon-compte-professionnel\/connexion\?validation=[A-Za-z0-9_-]+/,
      ),
    );
    await expect(
      page.getByText('Adresse e-mail validée, vous pouvez vous connecter'),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Accéder à mon espace' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Espace Pro.' })).toBeVisible();
    await expect(page.getByText('Aucune commande pour le moment')).toBeVisible();

    // a card saved through the payment sandbox, then the Experts subscription
    await page
      .getByRole('link', { name: /Facturation/ })
      .first()
      .click();
    await page.getByRole('button', { name: 'Ajouter une carte' }).click();
    await saveSandboxCard(page, owner);
    await expect(page).toHaveURL(/\/mon-compte-professionnel\/encours/);
    await expect(page.getByRole('list', { name: 'Cartes enregistrées' })).toContainText(
      '•••• 4242',
    );
    await expect(page.getByRole('list', { name: 'Cartes enregistrées' })).toContainText('12/2040');
    await page.getByRole('link', { name: /Plans/ }).first().click();
    await page.getByRole('button', { name: 'Souscrire à Experts' }).click();
    await expect(page.getByText(/Prochain renouvellement le/)).toBeVisible();
    await expect(page.getByTestId('plan-experts').getByText('Votre formule')).toBeVisible();
    // the session renewed from the refresh cookie carries the new plan: still signed in
    await page.reload();
    await expect(page).toHaveURL(/\/mon-compte-professionnel\/plans$/);
    await expect(page.getByText('Formule Experts', { exact: true })).toBeVisible();

    // invitation within the Experts quota
    await page
      .getByRole('link', { name: /Collaborateurs/ })
      .first()
      .click();
    await page.getByLabel('Adresse e-mail du collaborateur').fill(collaborator);
    await page.getByRole('button', { name: 'Inviter' }).click();
    await expect(page.getByText(`Invitation envoyée à ${collaborator}`)).toBeVisible();
    const invited = page.getByRole('row').filter({ hasText: collaborator });
    await expect(invited.getByText('Collaborateur')).toBeVisible();
    await expect(invited.getByText('Invitation envoyée')).toBeVisible();

    // the collaborateur joins from the e-mail, in their own browser, and signs in
    const invitation = await linkFromMail(
      request,
      collaborator,
      /\/mon-compte-professionnel\/creation\?invitation=[A-Za-z0-9_-]+/,
    );
    const colleague = await (await browser.newContext()).newPage();
    await colleague.goto(invitation);
    await dismissCookies(colleague);
    // the page says who invites which address; accepting signs the collaborateur in
    await expect(colleague.getByRole('form', { name: 'Rejoindre l’organisation' })).toContainText(
      `Agence du Port vous invite à rejoindre son Espace Pro avec l’adresse ${collaborator}`,
    );
    await colleague.getByLabel(/^Mot de passe/).fill(PASSWORD);
    await colleague.getByLabel('Confirmez le mot de passe').fill(PASSWORD);
    await colleague.getByRole('button', { name: 'Rejoindre l’organisation' }).click();
    await expect(colleague.getByRole('heading', { level: 1, name: 'Espace Pro.' })).toBeVisible();
    await colleague
      .getByRole('link', { name: /Collaborateurs/ })
      .first()
      .click();
    await expect(
      colleague.getByText(
        'Seul l’Administrateur du compte peut inviter ou retirer des collaborateurs.',
      ),
    ).toBeVisible();
    await expect(
      colleague.getByRole('row').filter({ hasText: owner }).getByText('Administrateur'),
    ).toBeVisible();

    // the collaborateur sees the business price (HT) of the Expert offer
    await colleague
      .getByRole('link', { name: /Accueil/ })
      .first()
      .click();
    await colleague.getByRole('link', { name: 'Nouveau pré-état daté' }).click();
    await expect(colleague).toHaveURL(/\/en-ligne\/commander\/pre-etat-date\/solution-expert$/);
    await expect(colleague.getByRole('radio', { name: /Expert — 49,90 € HT/ })).toBeChecked();
    const first = await orderExpertDeferred(colleague, '8 quai des Chartrons');
    const second = await orderExpertDeferred(colleague, '21 cours de l’Intendance');

    // the owner sees the team's orders, and pays both at once with the saved card
    await page
      .getByRole('link', { name: /Accueil/ })
      .first()
      .click();
    for (const orderid of [first, second]) {
      const row = page.getByRole('row').filter({ hasText: orderid });
      await expect(row.getByText(collaborator.slice(0, 20))).toBeVisible();
      await expect(row.getByText('Paiement en attente')).toBeVisible();
    }
    await page
      .getByRole('link', { name: /Facturation/ })
      .first()
      .click();
    await page.getByRole('checkbox', { name: `Régler la commande ${first}` }).check();
    await page.getByRole('checkbox', { name: `Régler la commande ${second}` }).check();
    await page.getByRole('button', { name: /^Régler 2 commandes \(119,76\s€ TTC\)$/ }).click();
    await expect(page.getByText(/2 commandes réglées : 119,76\s€ TTC/)).toBeVisible();
    await expect(page.getByText('Aucune commande à régler : tout est payé.')).toBeVisible();

    // their two invoices, downloaded as PDF
    const invoices = page.getByRole('region', { name: 'Factures et avoirs' });
    for (const orderid of [first, second]) {
      const row = invoices.getByRole('row').filter({ hasText: orderid });
      await expect(row).toContainText('59,88');
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        row.getByRole('button', { name: /^Télécharger la facture F\d{4}-\d+ en PDF$/ }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^F\d{4}-\d+\.pdf$/);
      const pdf = await download.createReadStream();
      const head = await new Promise<string>((resolve) =>
        pdf.once('data', (chunk: Buffer) => resolve(chunk.subarray(0, 5).toString())),
      );
      expect(head).toBe('%PDF-');
    }

    expect(errors).toEqual([]);
  });

  test('un particulier connecté retrouve ses commandes et ses factures, sans les rubriques d’une organisation qui lui seraient refusées', async ({
    page,
    request,
  }) => {
    const errors = consoleErrors(page);
    await signIn(page, await tokenOf(request, CUSTOMER));
    await page.goto('/mon-compte-professionnel/');
    await expect(
      page.getByText('Compte sans organisation : vos commandes sont à votre nom.'),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Vos commandes' })).toBeVisible();
    const navigation = page.getByRole('navigation', { name: 'Espace professionnel', exact: true });
    await expect(navigation.getByRole('link')).toHaveText([/Accueil/, /Mon Compte/, /Facturation/]);

    // an organisation's page reached by its address says why, without an error
    await page.goto('/mon-compte-professionnel/utilisateurs');
    await expect(page.getByRole('heading', { level: 1, name: 'Collaborateurs' })).toBeVisible();
    await expect(page.getByText(/Votre compte n’est rattaché à aucune organisation/)).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);

    await navigation.getByRole('link', { name: /Facturation/ }).click();
    await expect(page.getByRole('region', { name: 'Factures et avoirs' })).toBeVisible();
    await expect(page.getByText('Cartes enregistrées')).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});
