import { expect, test, type Page } from '@playwright/test';
import { collectConsoleErrors } from '../support/console-errors';
import { ADMIN } from '../support/staff';

/** One pair of the contract check: a shell and a remote of different releases, running. */
interface Pair {
  remote: 'marketing' | 'ordering' | 'proAccount' | 'admin';
  title: string;
  appUrl: string;
  /** what the remote requires that the shell does not provide: empty when they can work */
  unmet: string[];
}

const pairs: Pair[] = JSON.parse(process.env.CONTRACT_PAIRS ?? '[]');
const apiUrl = process.env.CONTRACT_API_URL ?? '';

const unavailable = (page: Page) => page.getByTestId('remote-unavailable');

async function refuseCookies(page: Page) {
  const refuse = page.getByRole('button', { name: 'Refuser' });
  if (await refuse.isVisible().catch(() => false)) await refuse.click();
}

async function signInAsAdmin(page: Page) {
  const response = await page.request.post(`${apiUrl}/account/auth`, { data: ADMIN });
  const token = (await response.json()).payload.access_token as string;
  await page.addInitScript((value) => {
    window.localStorage.setItem('xst', value);
    window.localStorage.setItem('ped-cookie-consent', 'true');
  }, token);
}

/**
 * What a visitor does with each remote, through its scripts and the API: the page reacts,
 * so the remote loaded in that shell, on the shell's runtime.
 */
const JOURNEYS: Record<
  Pair['remote'],
  {
    open(page: Page, appUrl: string): Promise<void>;
    use(page: Page): Promise<void>;
    /** console lines the journey itself causes (the browser reports a refused request) */
    expectedConsole?: RegExp[];
  }
> = {
  marketing: {
    open: (page, appUrl) => page.goto(`${appUrl}/offres`).then(() => refuseCookies(page)),
    // a link of the page is followed by the routers, without loading a new document
    async use(page) {
      await page.evaluate(() => {
        (window as unknown as { sameDocument: boolean }).sameDocument = true;
      });
      await page.getByRole('link', { name: 'En savoir plus sur l’offre Confort' }).click();
      await page.waitForURL((url) => url.pathname !== '/offres');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const sameDocument = await page.evaluate(
        () => (window as unknown as { sameDocument?: boolean }).sameDocument,
      );
      expect(sameDocument).toBe(true);
    },
  },
  ordering: {
    open: (page, appUrl) =>
      page.goto(`${appUrl}/pre-etat-date/commande`).then(() => refuseCookies(page)),
    async use(page) {
      await page.getByRole('radio', { name: /Confort/ }).check();
      await page.getByLabel('Votre adresse e-mail').fill(`contrat-${Date.now()}@example.fr`);
      await page.getByRole('button', { name: 'Continuer' }).click();
      await expect(page.getByLabel('Adresse du bien')).toBeVisible();
    },
  },
  proAccount: {
    open: (page, appUrl) =>
      page.goto(`${appUrl}/mon-compte-professionnel/connexion`).then(() => refuseCookies(page)),
    expectedConsole: [/status of 401/],
    // the remote's own endpoint, on the shell's configured client, answers from the API
    async use(page) {
      await page.getByLabel('Adresse e-mail').fill('personne@example.fr');
      await page.getByLabel('Mot de passe').fill('pas-le-bon-mot-de-passe');
      await page.getByRole('button', { name: 'Se connecter' }).click();
      await expect(page.getByText('Adresse e-mail ou mot de passe incorrect')).toBeVisible();
    },
  },
  admin: {
    async open(page, appUrl) {
      await signInAsAdmin(page);
      await page.goto(`${appUrl}/`);
      await page.getByRole('button', { name: 'Ouvrir le panneau d’administration' }).click();
    },
    // the panel's list of orders comes from the API through the remote's endpoints
    async use(page) {
      const panel = page.getByTestId('admin-drawer');
      await expect(panel.getByRole('tab', { name: 'Commandes', exact: true })).toBeVisible();
      await expect(panel.getByRole('tab', { name: 'Toutes' })).toBeVisible();
    },
  },
};

test.describe('contrat entre le shell et les remotes de versions différentes', () => {
  test.skip(pairs.length === 0, 'lancé par scripts/contract-check.mjs');

  for (const pair of pairs) {
    test(pair.title, async ({ page }) => {
      const journey = JOURNEYS[pair.remote];
      if (pair.unmet.length === 0) {
        const errors = collectConsoleErrors(page, journey.expectedConsole);
        await journey.open(page, pair.appUrl);
        await journey.use(page);
        await expect(unavailable(page)).toHaveCount(0);
        expect(errors).toEqual([]);
      } else {
        // the remote needs a newer shell: the visitor reads why, never a blank page
        await journey.open(page, pair.appUrl);
        await expect(unavailable(page)).toBeVisible();
        await expect(unavailable(page)).toContainText('Service momentanément indisponible');
      }
    });
  }
});
