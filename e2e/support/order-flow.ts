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
