import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { sampleOrderForm, type SampleOrder } from './sample-order';
import { E2E_PORTS } from './ports';

export const ADMIN = { email: 'admin@pre-etat-date.test', password: 'admin-pre-etat-date' };
export const CUSTOMER = { email: 'client@pre-etat-date.test', password: 'demo-pre-etat-date' };

export async function tokenOf(
  request: APIRequestContext,
  credentials: { email: string; password: string },
): Promise<string> {
  const response = await request.post(`${E2E_PORTS.apiUrl}/account/auth`, { data: credentials });
  return (await response.json()).payload.access_token as string;
}

/**
 * A confirmed, paid order made through the API: the demo customer's 3-lot Confort order
 * unless told otherwise.
 */
export async function paidOrder(
  request: APIRequestContext,
  adminToken: string,
  {
    account = CUSTOMER.email,
    /** a professional's token: the order is then their organisation's */
    token = null as string | null,
    ...sample
  }: Partial<SampleOrder> & { token?: string | null } = {},
): Promise<string> {
  const stored = sampleOrderForm({ ...sample, account });
  const store = await request.post(`${E2E_PORTS.apiUrl}/order/store`, {
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
    data: { orderid: null, account, stored, confirmed: true, billing_mode: null },
  });
  expect(store.ok(), await store.text()).toBe(true);
  const orderid = (await store.json()).payload.orderid as string;
  const paid = await request.post(`${E2E_PORTS.apiUrl}/order/paid`, {
    headers: { authorization: `Bearer ${adminToken}` },
    data: { orderid, account, send_mail: false },
  });
  expect(paid.ok(), await paid.text()).toBe(true);
  return orderid;
}

/** Staff take a paid order to « Terminée » through the API (the admin journey covers the panel). */
export async function finishThroughApi(
  request: APIRequestContext,
  adminToken: string,
  orderid: string,
  account: string,
) {
  for (const action of ['received', 'ready', 'done']) {
    const response = await request.post(`${E2E_PORTS.apiUrl}/order/${action}`, {
      headers: { authorization: `Bearer ${adminToken}` },
      data: { orderid, account },
    });
    expect(response.ok(), `${action}: ${await response.text()}`).toBe(true);
  }
}

/** The page starts signed in with `token` (and the cookie banner answered). */
export async function signIn(page: Page, token: string) {
  await page.addInitScript((value) => {
    window.localStorage.setItem('xst', value);
    window.localStorage.setItem('ped-cookie-consent', 'true');
  }, token);
}

export async function openPanel(page: Page, tab: string) {
  await page.goto('/');
  await page.getByTestId('admin-panel-button').click();
  await page.getByRole('tab', { name: tab, exact: true }).click();
  // the tab's first load replaces its list: act once it has arrived
  await page.waitForLoadState('networkidle');
}

export const panel = (page: Page) => page.getByTestId('admin-panel').last();

/**
 * Types `text` in the « Recherche Magic » of the list in `scope`, and returns that list once the
 * server has answered this search. The search is sent only once typing stops, and the tab's own
 * list may still be on its way: until then the rows shown are another query's (a count taken
 * then can match by chance and a click land on the wrong row).
 */
export async function searchList(page: Page, scope: Locator, text: string) {
  const answered = page.waitForResponse((response) => {
    const asked = `${response.url()} ${response.request().postData() ?? ''}`;
    return asked.includes(text) || asked.includes(encodeURIComponent(text));
  });
  await scope.getByLabel('Recherche Magic').fill(text);
  await answered;
  // the table says aria-busy while the rows it shows are not its latest query's
  return scope.locator('table:not([aria-busy])');
}

/** Staff open an order from a tab of the panel's orders (« Toutes » unless told): its dialog. */
export async function openOrderInPanel(page: Page, orderid: string, tab = 'Toutes') {
  await openPanel(page, 'Commandes');
  await panel(page).getByRole('tab', { name: tab }).click();
  const list = await searchList(page, panel(page), orderid);
  await expect(list.getByRole('button', { name: 'Gérer' })).toHaveCount(1);
  await list.getByRole('button', { name: 'Gérer' }).click();
  return page.getByRole('dialog', { name: `Commande ${orderid}` });
}

/** Staff take the open order through « documents reçus », « prête » and « Terminer » in the panel. */
export async function finishInPanel(page: Page, orderid: string) {
  const dialog = page.getByRole('dialog', { name: `Commande ${orderid}` });
  for (const action of ['Indiquer les documents reçus', 'Marquer comme prête']) {
    await dialog.getByRole('button', { name: action }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Confirmer' }).click();
    await expect(dialog.getByRole('button', { name: action })).toHaveCount(0);
  }
  await deliverInPanel(page, orderid);
}

/** Staff deliver the open order with « Terminer », confirmed: it reads « Terminée ». */
export async function deliverInPanel(page: Page, orderid: string) {
  const dialog = page.getByRole('dialog', { name: `Commande ${orderid}` });
  await dialog.getByRole('button', { name: 'Terminer' }).click();
  await page
    .getByRole('alertdialog', { name: `Terminer la commande ${orderid}` })
    .getByRole('button', { name: 'Terminer' })
    .click();
  await expect(dialog.getByText('Terminée').first()).toBeVisible();
}
