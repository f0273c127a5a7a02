import { expect, type Page } from '@playwright/test';

/**
 * The seller's « Actualiser mon pré-état daté », done once the API has recorded it: a page
 * read right after the click (the notary's space, the staff panel) may otherwise still show
 * the order as it was.
 */
export async function askFreeUpdate(sellerPage: Page, whatChanged: string) {
  await sellerPage.getByLabel('Ce qui a changé (facultatif)').fill(whatChanged);
  const recorded = sellerPage.waitForResponse(
    (answer) =>
      answer.request().method() === 'POST' &&
      new URL(answer.url()).pathname.endsWith('/free-update'),
  );
  await sellerPage.getByRole('button', { name: 'Actualiser mon pré-état daté' }).click();
  expect((await recorded).ok()).toBe(true);
}
