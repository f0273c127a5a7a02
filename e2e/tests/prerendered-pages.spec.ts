import { expect, test } from '@playwright/test';
import { collectConsoleErrors } from '../support/console-errors';

/**
 * Issue 18, ADR 051: public pages arrive as HTML with their content, the header and the
 * footer before any script runs; the browser then hydrates that HTML (the same nodes, no
 * console error) instead of drawing the page anew.
 */
test.describe('pre-rendered pages', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the home shows its hero, the header and the footer', async ({ page }) => {
      await page.goto('/');
      await expect(
        page.getByRole('heading', { level: 1, name: /Votre pré-état daté en ligne/ }),
      ).toBeVisible();
      await expect(page.getByTestId('shell-header')).toBeVisible();
      await expect(page.getByTestId('shell-footer')).toBeVisible();
      await expect(page.getByTestId('home-order')).toHaveAttribute('href', /\/en-ligne\/commander/);
      // the prices too: « Prix en cours de chargement… » would wait for a script forever
      await expect(page.getByTestId('offer-cle').getByTestId('price')).toHaveText(
        /\d+,\d{2}\s€\s*TTC/,
      );
      await expect(page).toHaveTitle('Pré-état daté en ligne');
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/$/);
    });

    test('a content page has its own title, description and canonical address', async ({
      page,
    }) => {
      await page.goto('/le-pre-etat-date-c-est-quoi');
      await expect(page.getByRole('heading', { level: 1 })).toContainText('c’est quoi');
      await expect(page).toHaveTitle(/c’est quoi.* \| Pré-état daté en ligne$/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        /\/le-pre-etat-date$/,
      );
    });

    test('the order form shows its title and steps, its fields’ place held', async ({ page }) => {
      await page.goto('/pre-etat-date/commande');
      await expect(page.getByTestId('shell-header')).toBeVisible();
      await expect(
        page.getByRole('heading', { level: 1, name: 'Commander votre pré-état daté' }),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: /Récapitulatif/ })).toBeVisible();
      await expect(page.getByTestId('form-skeleton')).toBeVisible();
      await expect(page).toHaveTitle(/^Commander votre pré-état daté en ligne/);
      await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        /\/pre-etat-date\/commande$/,
      );
    });

    test('the pro sign-in shows its title and says noindex in its HTML', async ({ page }) => {
      await page.goto('/mon-compte-professionnel/connexion');
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Connexion');
      await expect(page.getByTestId('form-skeleton')).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    });

    test('a page the pro area does not pre-render still shows its skeleton', async ({ page }) => {
      await page.goto('/mon-compte-professionnel/creation');
      await expect(page.getByTestId('page-skeleton')).toHaveAttribute('data-layout', 'content');
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    });
  });

  // the home is in marketing's first chunk; an offer's page is in a chunk of its own, loaded
  // before hydration (a page still loading while the rest hydrates would be drawn anew)
  for (const path of ['/', '/pre-etat-date/pack-alur']) {
    test(`${path} hydrates the HTML it came with, without console errors`, async ({ page }) => {
      const errors = collectConsoleErrors(page);
      // the heading as parsed, before any script of the page has run
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          (window as unknown as { parsedHeading: Element | null }).parsedHeading =
            document.querySelector('h1');
        });
      });
      await page.goto(path);
      // React is running once the cookie banner the server drew is the app's own
      await expect(page.getByTestId('cookie-banner')).toHaveAttribute(
        'data-cookie-banner',
        'asking',
      );
      await page.waitForLoadState('networkidle');
      const sameNode = await page.evaluate(() => {
        const parsed = (window as unknown as { parsedHeading: Element | null }).parsedHeading;
        return parsed !== null && parsed === document.querySelector('h1') && parsed.isConnected;
      });
      expect(sameNode).toBe(true);
      // hydrated: the links are the router's, the page changes in the same document
      await page.evaluate(() => {
        (window as unknown as { sameDocument: boolean }).sameDocument = true;
      });
      await page.getByTestId('shell-header').getByRole('link', { name: 'Solutions Pro.' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toContainText('professionnels');
      expect(
        await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
      ).toBe(true);
      expect(errors).toEqual([]);
    });
  }

  test('the order form hydrates its HTML, then a visitor fills it in', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { parsedHeading: Element | null }).parsedHeading =
          document.querySelector('h1');
      });
    });
    await page.goto('/en-ligne/commander/pre-etat-date/solution-alur');
    // the offer of the address is chosen once the page runs, and the fields are the browser's
    await expect(page.getByRole('radio', { name: /Pack ALUR/ })).toBeChecked();
    await expect(page.getByTestId('form-skeleton')).toHaveCount(0);
    expect(
      await page.evaluate(() => {
        const parsed = (window as unknown as { parsedHeading: Element | null }).parsedHeading;
        return parsed !== null && parsed === document.querySelector('h1');
      }),
    ).toBe(true);
    const email = page.getByLabel(/Votre adresse e-mail/);
    await email.fill('vendeur@exemple.fr');
    await expect(email).toHaveValue('vendeur@exemple.fr');
    expect(errors).toEqual([]);
  });

  test('a visitor who kept a draft gets the form drawn with it, not the first step', async ({
    page,
  }) => {
    await page.goto('/aide/nos-horaires');
    await page.evaluate(() =>
      localStorage.setItem(
        'ped.order-draft',
        JSON.stringify({
          orderid: null,
          account: 'vendeur@exemple.fr',
          step: 'bien',
          stored: { offer: 'vte' },
        }),
      ),
    );
    await page.goto('/pre-etat-date/commande');
    await expect(page.getByRole('heading', { name: /Étape 2 sur 9 : Bien et lots/ })).toBeVisible();
    await expect(page.locator('html')).not.toHaveAttribute('data-prerendered', /.*/);
  });

  test('a visitor with the dark palette gets the page drawn for them, without errors', async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/aide/questions-reponses-sur-le-pre-etat-date');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('html')).not.toHaveAttribute('data-prerendered', /.*/);
    await expect(page.locator('html')).toHaveAttribute('data-color-mode', 'dark');
    expect(errors).toEqual([]);
  });
});
