import fs from 'node:fs';
import path from 'node:path';
import type { Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { serveStatic } from '../../packages/federation/src/serve.mjs';
import { E2E_PORTS } from '../support/ports';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

test.describe('composition of the shell and its remotes', () => {
  test('each remote renders its own page inside the shell', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('shell-header')).toBeVisible();
    await expect(page.getByTestId('marketing-home')).toBeVisible();

    await page.goto('/pre-etat-date/commande');
    await expect(page.getByTestId('ordering-page')).toBeVisible();
    // ordering registered its own reducer and saga in the shell's store
    await expect(page.getByTestId('ordering-page')).toHaveAttribute(
      'data-store-registered',
      'true',
    );

    await page.goto('/mon-compte-professionnel/connexion');
    await expect(page.getByTestId('pro-login')).toBeVisible();
    await expect(page.getByTestId('shell-footer')).toBeVisible();
  });

  test('an unknown path redirects to the not-found page', async ({ page }) => {
    await page.goto('/cette-page-n-existe-pas');
    await expect(page).toHaveURL(/\/page-introuvable$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible();
  });
});

test.describe('a remote whose server is stopped', () => {
  const shellPort = E2E_PORTS.shell + 40;
  const marketingPort = E2E_PORTS.marketing + 40;
  const orderingPort = E2E_PORTS.ordering + 40;
  const servers: Server[] = [];
  let ordering: Server | null = null;

  const startOrdering = async () => {
    ordering = await serveStatic({ root: path.join(root, 'mf-ordering/dist'), port: orderingPort });
  };

  test.beforeAll(async () => {
    const remotes = {
      marketing: `http://localhost:${marketingPort}/remoteEntry.js`,
      ordering: `http://localhost:${orderingPort}/remoteEntry.js`,
      proAccount: `http://localhost:${E2E_PORTS.proAccount}/remoteEntry.js`,
      admin: `http://localhost:${E2E_PORTS.admin}/remoteEntry.js`,
    };
    // what a shell's host serves beside them: the routes the page remotes published (ADR 087)
    const routes = (['marketing', 'ordering'] as const).flatMap((remote) =>
      (
        JSON.parse(
          fs.readFileSync(path.join(root, `mf-${remote}/dist/pages/manifest.json`), 'utf8'),
        ) as { routes: Array<{ path: string }> }
      ).routes.map(({ path: routePath }) => ({ path: routePath, remote })),
    );
    const config = {
      apiUrl: E2E_PORTS.apiUrl,
      canonicalOrigin: null,
      tokenName: 'xst',
      infoBanner: null,
      phone: '01 84 80 12 34',
    };
    servers.push(
      await serveStatic({
        root: path.join(root, 'shell/dist'),
        port: shellPort,
        spa: true,
        dynamic: {
          '/remotes.json': () => JSON.stringify(remotes),
          '/config.json': () => JSON.stringify(config),
          '/routes.json': () => JSON.stringify(routes),
        },
      }),
      await serveStatic({ root: path.join(root, 'mf-marketing/dist'), port: marketingPort }),
    );
    await startOrdering();
  });

  test.afterAll(async () => {
    await Promise.all(
      [...servers, ordering]
        .filter(Boolean)
        .map((server) => new Promise((resolve) => server!.close(resolve))),
    );
  });

  test('shows a French fallback with a retry while the header, footer and other remotes keep working', async ({
    page,
  }) => {
    await new Promise((resolve) => ordering!.close(resolve));
    ordering = null;

    await page.goto(`http://localhost:${shellPort}/pre-etat-date/commande`);
    await expect(page.getByTestId('remote-unavailable')).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Service momentanément indisponible' }),
    ).toBeVisible();
    await expect(page.getByTestId('shell-header')).toBeVisible();
    await expect(page.getByTestId('shell-footer')).toBeVisible();

    // the other remotes still work in the same page
    await page.getByRole('link', { name: 'Pré-état daté' }).first().click();
    await expect(page.getByTestId('marketing-home')).toBeVisible();
    await page.goBack();
    await expect(page.getByTestId('remote-unavailable')).toBeVisible();

    // once the remote is back, "Réessayer" loads it without reloading the page
    await startOrdering();
    await page.getByRole('button', { name: 'Réessayer' }).click();
    await expect(page.getByTestId('ordering-page')).toBeVisible();
  });
});
