import { expect, type Page } from '@playwright/test';

/** Steps of the ordering remote's flow, as a customer goes through them. */
export const next = (page: Page) => page.getByRole('button', { name: 'Continuer' }).click();

export const stepTitle = (page: Page, title: string) =>
  expect(page.getByRole('heading', { level: 2, name: new RegExp(`: ${title}$`) })).toBeVisible();

/** From « Vendeurs » to « Documents »: one seller, no buyer or notary details. */
export async function fillSellerUpToDocuments(
  page: Page,
  seller: { firstname: string; lastname: string },
) {
  await stepTitle(page, 'Vendeurs');
  await page.getByRole('button', { name: 'Ajouter un vendeur' }).click();
  await page.getByLabel('Prénom').fill(seller.firstname);
  await page.getByLabel('Nom ou raison sociale').fill(seller.lastname);
  await next(page);
  await stepTitle(page, 'Acquéreur');
  await next(page);
  await stepTitle(page, 'Notaire');
  await next(page);
  await stepTitle(page, 'Documents');
}

/**
 * The Expert offer ordered from the order flow by a professional, up to « Facturation »
 * (documents sent by e-mail).
 */
export async function orderExpertUpToBilling(page: Page, street: string) {
  await page.goto('/en-ligne/commander/pre-etat-date/solution-expert');
  await stepTitle(page, 'Offre');
  await expect(page.getByRole('radio', { name: /Expert — 49,90 € HT/ })).toBeChecked();
  await next(page);
  await stepTitle(page, 'Bien et lots');
  await page.getByLabel('Adresse du bien').fill(street);
  await page.getByLabel('Code postal').fill('33000');
  await page.getByLabel('Ville').fill('Bordeaux');
  await page.getByRole('button', { name: 'Ajouter un lot' }).click();
  await page.getByRole('group', { name: 'Lot 1' }).getByLabel('Numéro du lot').fill('3');
  await next(page);
  await fillSellerUpToDocuments(page, { firstname: 'Louis', lastname: 'Bernard' });
  await page.getByLabel('Nom du syndic').fill('Syndic des Chartrons');
  await page.getByRole('radio', { name: 'J’envoie mes documents par e-mail' }).check();
  await next(page);
  await stepTitle(page, 'Montants');
  await next(page);
  await stepTitle(page, 'Facturation');
}

/** From « Facturation » (filled): confirms the order billed later; returns its id. */
export async function confirmDeferred(page: Page): Promise<string> {
  await next(page);
  await stepTitle(page, 'Récapitulatif');
  await page.getByRole('checkbox', { name: /conditions générales de vente/ }).check();
  await page.getByRole('radio', { name: /Facturation différée/ }).check();
  await page.getByRole('button', { name: 'Confirmer la commande' }).click();
  await expect(page).toHaveURL(/\/pre-etat-date\/confirmation\?order=[A-Z0-9]{6}$/);
  return new URL(page.url()).searchParams.get('order')!;
}
