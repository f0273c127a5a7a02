import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { E2E_PORTS } from '../support/ports';
import { partnerToken, SSO_PARTNER } from '../support/sso';
import { searchList } from '../support/staff';

const TOKEN_KEY = 'xst';
const ADMIN = { email: 'admin@pre-etat-date.test', password: 'admin-pre-etat-date' };
const PRO = { email: 'experts@pre-etat-date.test', password: 'demo-pre-etat-date' };
/**
 * A logout ends every access token of its account (API sessions): the logout journey uses an
 * account of its own, or journeys running alongside with PRO's token would be signed out.
 */
const PRO_LOGGING_OUT = { email: 'premium@pre-etat-date.test', password: 'demo-pre-etat-date' };
/** linked to PRO in the demo data: either switches to the other without a password */
const LINKED = 'syndic@pre-etat-date.test';
const CUSTOMER = 'client@pre-etat-date.test';

/** A token shaped like the API's, with chosen claims (the shell only reads the claims). */
function fakeToken(exp: number): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const session = {
    connected: true,
    account: 'ancien@exemple.fr',
    account_id: 'x',
    validated: true,
    is_admin: false,
    role: null,
    created: '2024-01-01T00:00:00.000Z',
    organisation: null,
    sso_provider: null,
    impersonated_by: null,
  };
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ exp, session })}.signature`;
}

async function withStoredToken(page: Page, token: string) {
  // only before the first load: later reloads must see what the app left in storage
  await page.addInitScript(
    ([key, value]) => {
      if (!sessionStorage.getItem('e2e-token-set')) {
        localStorage.setItem(key, value);
        sessionStorage.setItem('e2e-token-set', '1');
      }
    },
    [TOKEN_KEY, token] as const,
  );
}

const storedToken = (page: Page) => page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY);
const accountMenuButton = (page: Page, email: string) =>
  page
    .getByTestId('shell-header')
    .getByRole('button', { name: new RegExp(email.replace(/\./g, '\\.')) });

async function signInThroughApi(
  page: Page,
  credentials: { email: string; password: string },
): Promise<string> {
  const response = await page.request.post(`${E2E_PORTS.apiUrl}/account/auth`, {
    data: credentials,
  });
  expect(response.ok()).toBe(true);
  return (await response.json()).payload.access_token as string;
}

test.describe('shell layout', () => {
  test('the header hides after scrolling down past 100 px and comes back on scrolling up', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByTestId('marketing-home')).toBeVisible();
    const header = page.getByTestId('shell-header');
    await page.evaluate(() => document.body.style.setProperty('min-height', '4000px'));
    await page.evaluate(() => window.scrollTo(0, 60));
    await expect(header).toHaveAttribute('data-hidden', 'false');
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect(header).toHaveAttribute('data-hidden', 'true');
    await expect(header).not.toBeInViewport();
    await page.evaluate(() => window.scrollTo(0, 450));
    await expect(header).toHaveAttribute('data-hidden', 'false');
    await expect(header).toBeInViewport();
  });

  test('on a phone, a left drawer replaces the links', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/page-introuvable');
    await expect(
      page.getByRole('navigation', { name: 'Navigation principale', exact: true }),
    ).toBeHidden();
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu principal' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Mon Compte Pro.' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await drawer.getByRole('link', { name: 'Solutions Pro.' }).click();
    await expect(page).toHaveURL(/\/professionnels-de-l-immobilier$/);
    await expect(drawer).toBeHidden();
  });

  test('the colour mode chosen in the header survives a reload', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/page-introuvable');
    const toggle = page.getByTestId('theme-toggle');
    await expect(toggle).toHaveAttribute('data-mode', 'system');
    await toggle.click();
    await expect(toggle).toHaveAttribute('data-mode', 'light');
    await toggle.click();
    await expect(toggle).toHaveAttribute('data-mode', 'dark');
    await expect(page.locator('html')).toHaveAttribute('data-color-mode', 'dark');
    await page.reload();
    await expect(page.getByTestId('theme-toggle')).toHaveAttribute('data-mode', 'dark');
    await expect(page.locator('html')).toHaveAttribute('data-color-mode', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('ped-color-mode'))).toBe('dark');
  });

  test('the cookie choice is asked once and kept', async ({ page }) => {
    await page.goto('/page-introuvable');
    const banner = page.getByRole('region', { name: 'Cookies' });
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Refuser' }).click();
    await expect(banner).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('ped-cookie-consent'))).toBe('false');
    await page.reload();
    await expect(page.getByTestId('shell-header')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Cookies' })).toBeHidden();
  });

  test('order and pro pages have their own title; private ones say noindex instead of being hidden by robots.txt', async ({
    page,
    request,
  }) => {
    const robots = page.locator('meta[name="robots"]');
    await page.goto('/pre-etat-date/commande');
    await expect(page).toHaveTitle(/^Commander votre pré-état daté en ligne \|/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /\/pre-etat-date\/commande$/,
    );
    await expect(robots).toHaveCount(0);
    await page.goto('/mon-compte-professionnel/connexion');
    await expect(page).toHaveTitle(/^Connexion à l’espace professionnel \|/);
    await expect(robots).toHaveAttribute('content', 'noindex');
    await page.goto('/une-page-qui-n-existe-pas');
    await expect(page).toHaveTitle(/^Page introuvable \|/);
    await expect(robots).toHaveAttribute('content', 'noindex');
    const robotsTxt = await (await request.get('/robots.txt')).text();
    expect(robotsTxt).not.toContain('Disallow');
  });

  test('the layout has no serious or critical accessibility violation', async ({ page }) => {
    await page.goto('/page-introuvable');
    await expect(page.getByRole('heading', { name: 'Page introuvable' })).toBeVisible();
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    const serious = results.violations.filter(
      (v) => v.impact === 'serious' || v.impact === 'critical',
    );
    expect(
      serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);
  });
});

test.describe('session', () => {
  test('an expired stored token: “Session expirée” is shown and the visitor is logged out', async ({
    page,
  }) => {
    await withStoredToken(page, fakeToken(Math.floor(Date.now() / 1000) - 60));
    await page.goto('/page-introuvable');
    await expect(page.getByTestId('snackbar')).toContainText('Session expirée');
    await expect(
      page.getByTestId('shell-header').getByRole('link', { name: 'Mon Compte Pro.' }),
    ).toBeVisible();
    expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeNull();
  });

  test('an undecodable stored token: “Session invalide” is shown and the visitor is logged out', async ({
    page,
  }) => {
    await withStoredToken(page, 'ceci-n-est-pas-un-jeton');
    await page.goto('/page-introuvable');
    await expect(page.getByTestId('snackbar')).toContainText('Session invalide');
    await expect(
      page.getByTestId('shell-header').getByRole('link', { name: 'Mon Compte Pro.' }),
    ).toBeVisible();
    expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeNull();
  });

  test('a signed-in professional gets the account menu and can log out', async ({ page }) => {
    await withStoredToken(page, await signInThroughApi(page, PRO_LOGGING_OUT));
    await page.goto('/page-introuvable');
    await page.getByRole('button', { name: new RegExp(PRO_LOGGING_OUT.email) }).click();
    await expect(page.getByRole('menuitem', { name: 'Nouveau pré-état daté' })).toHaveAttribute(
      'href',
      '/en-ligne/commander/pre-etat-date/solution-expert',
    );
    await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
    await expect(
      page.getByTestId('shell-header').getByRole('link', { name: 'Mon Compte Pro.' }),
    ).toBeVisible();
    expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeNull();
  });

  test('a sign-in on the login page survives a reload and the renewal of its token through the refresh cookie', async ({
    page,
  }) => {
    // the page's clock is moved forward to the renewal instead of waiting 14 minutes
    await page.clock.install();
    await page.goto('/mon-compte-professionnel/connexion');
    await page.getByLabel('Adresse e-mail').fill(PRO.email);
    await page.getByLabel('Mot de passe').fill(PRO.password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(accountMenuButton(page, PRO.email)).toBeVisible();
    const first = await storedToken(page);
    expect(first).toBeTruthy();

    await page.reload();
    await expect(accountMenuButton(page, PRO.email)).toBeVisible();
    expect(await storedToken(page)).toBe(first);

    // the httpOnly cookie set by the API's origin goes back to it from the shell's origin, and is replaced
    const refreshCookie = async () =>
      (await page.context().cookies(E2E_PORTS.apiUrl + '/account')).find(
        (c) => c.name === 'ped_refresh',
      )?.value;
    const cookieBefore = await refreshCookie();
    expect(cookieBefore).toBeTruthy();
    const renewal = page.waitForResponse(
      (response) => response.url() === `${E2E_PORTS.apiUrl}/account/refresh-token`,
    );
    await page.clock.fastForward('14:30');
    const response = await renewal;
    expect(response.status()).toBe(200);
    // a token issued within the same second as the first one may be identical: compare with the answer
    const renewed = (await response.json()).payload.access_token as string;
    await expect.poll(() => storedToken(page)).toBe(renewed);
    expect(await refreshCookie()).not.toBe(cookieBefore);
    await expect(accountMenuButton(page, PRO.email)).toBeVisible();
    const check = await page.request.get(`${E2E_PORTS.apiUrl}/account/session`, {
      headers: { Authorization: `Bearer ${renewed}` },
    });
    expect((await check.json()).payload.account).toBe(PRO.email);
  });

  test('the account menu switches to a linked account', async ({ page }) => {
    await withStoredToken(page, await signInThroughApi(page, PRO));
    await page.goto('/page-introuvable');
    const before = await storedToken(page);
    await accountMenuButton(page, PRO.email).click();
    await page
      .getByRole('menuitem', { name: /^Passer sur/ })
      .filter({ hasText: LINKED })
      .click();
    await expect(accountMenuButton(page, LINKED)).toBeVisible();
    await expect(page.getByTestId('snackbar')).toContainText(
      `Vous utilisez maintenant le compte ${LINKED}`,
    );
    expect(await storedToken(page)).not.toBe(before);
    await page.reload();
    await expect(accountMenuButton(page, LINKED)).toBeVisible();
  });

  test('a partner’s agent arriving on /sso with a signed token lands signed in on the order page', async ({
    page,
  }) => {
    const email = `agent.${Date.now()}@century21.test`;
    await page.goto(
      `/sso?partner=${SSO_PARTNER.key}&token=${encodeURIComponent(partnerToken(email))}`,
    );
    await expect(page).toHaveURL(/\/pre-etat-date\/commande$/);
    await expect(page.getByTestId('ordering-page')).toBeVisible();
    await expect(accountMenuButton(page, email)).toBeVisible();
    const token = await storedToken(page);
    const check = await page.request.get(`${E2E_PORTS.apiUrl}/account/session`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect((await check.json()).payload).toMatchObject({
      account: email,
      sso_provider: SSO_PARTNER.key,
    });
  });

  test('/sso with a token signed with another secret says so and signs nobody in', async ({
    page,
  }) => {
    const forged = `${partnerToken('intrus@century21.test').split('.')[0]}.c2lnbmF0dXJlLWZhdXNzZQ`;
    await page.goto(`/sso?partner=${SSO_PARTNER.key}&token=${forged}`);
    await expect(page.getByRole('alert')).toContainText('Jeton de connexion invalide');
    expect(await storedToken(page)).toBeNull();
  });
});

test.describe('admin panel', () => {
  test('only an admin gets the settings button', async ({ page }) => {
    await withStoredToken(page, await signInThroughApi(page, ADMIN));
    await page.goto('/page-introuvable');
    await expect(
      page.getByRole('button', { name: 'Ouvrir le panneau d’administration' }),
    ).toBeVisible();
  });

  test('a professional who is not an admin never sees it', async ({ page }) => {
    await withStoredToken(page, await signInThroughApi(page, PRO));
    await page.goto('/page-introuvable');
    await expect(accountMenuButton(page, PRO.email)).toBeVisible();
    await expect(page.getByTestId('admin-panel-button')).toHaveCount(0);
  });

  test('the admin opens the panel holding the admin remote, maximises it and closes it', async ({
    page,
  }) => {
    await withStoredToken(page, await signInThroughApi(page, ADMIN));
    await page.goto('/page-introuvable');
    await page.getByRole('button', { name: 'Ouvrir le panneau d’administration' }).click();
    const panel = page.getByTestId('admin-drawer');
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('tab', { name: 'Commandes', exact: true })).toBeVisible();
    await expect(panel).toHaveAttribute('data-height', '50');
    await panel.getByRole('button', { name: 'Agrandir' }).click();
    await expect(panel).toHaveAttribute('data-height', '100');
    await panel.getByRole('button', { name: 'Réduire' }).click();
    await expect(panel).toHaveAttribute('data-height', '50');
    await panel.getByRole('button', { name: 'Fermer le panneau d’administration' }).click();
    await expect(panel).toBeHidden();
    await expect(
      page.getByRole('button', { name: 'Ouvrir le panneau d’administration' }),
    ).toBeVisible();
  });

  test('“Se Connecter” logs the admin in as a customer under a banner that leads back to the admin account', async ({
    page,
  }) => {
    await withStoredToken(page, await signInThroughApi(page, ADMIN));
    await page.goto('/page-introuvable');
    await page.getByTestId('admin-panel-button').click();
    const panel = page.getByTestId('admin-drawer');
    await panel.getByRole('tab', { name: 'Comptes', exact: true }).click();
    const accounts = await searchList(page, panel, CUSTOMER);
    await expect(accounts.getByRole('button', { name: 'Se Connecter' })).toHaveCount(1);
    await accounts.getByRole('button', { name: 'Se Connecter' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Confirmer' }).click();

    await expect(page).toHaveURL(`${E2E_PORTS.appUrl}/`);
    const banner = page.getByRole('region', { name: 'Connexion en tant que client' });
    await expect(banner).toContainText(`Vous êtes connecté en tant que ${CUSTOMER}`);
    await expect(accountMenuButton(page, CUSTOMER)).toBeVisible();
    await expect(page.getByTestId('admin-panel-button')).toHaveCount(0);

    await banner.getByRole('button', { name: 'Revenir à mon compte administrateur' }).click();
    await expect(accountMenuButton(page, ADMIN.email)).toBeVisible();
    await expect(banner).toBeHidden();
    await expect(page.getByTestId('admin-panel-button')).toBeVisible();
  });
});
