import { expect, test } from '@playwright/test';
import { E2E_PORTS } from '../support/ports';
import { signIn, tokenOf } from '../support/staff';

const OWNER = { email: 'premium@pre-etat-date.test', password: 'demo-pre-etat-date' };
const KEY_REFUSED =
  'Une clé d’API ne s’utilise qu’avec l’API des professionnels (/api/v1) : pour gérer le compte ou l’organisation, connectez-vous';

/**
 * Issue 35 (ADR 065): an API key is the organisation's software, never its owner. The owner
 * makes one in Paramètres, on a phone; with it, Paramètres' own routes refuse; a link to
 * another account (the kind a leaked key could make before) is listed in Mon compte and the
 * owner ends it.
 */
test.describe('Clés d’API et comptes associés', () => {
  test('une clé est refusée sur les routes de Paramètres ; le gérant dissocie un compte associé, qui ne peut plus passer sur le sien', async ({
    page,
    request,
  }) => {
    const ownerToken = await tokenOf(request, OWNER);
    await signIn(page, ownerToken);
    // on a phone: Paramètres, its new key's secret shown, fits the screen (it was 598 px wide)
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/mon-compte-professionnel/parametres');
    const keys = page.getByRole('form', { name: 'Créer une clé d’API' });
    await keys.getByLabel('Nom de la clé').fill(`Logiciel ${Date.now()}`);
    await keys.getByRole('button', { name: 'Créer une clé' }).click();
    const apiKey = (await page.getByTestId('api-key-secret').textContent())!.trim();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );

    // what Paramètres calls, with the key alone: nothing is read, made or changed
    const api = E2E_PORTS.apiUrl;
    const withKey = { 'X-Api-Key': apiKey };
    const calls = [
      request.get(`${api}/account/settings`, { headers: withKey }),
      request.get(`${api}/account/api-keys`, { headers: withKey }),
      request.post(`${api}/account/api-keys`, { headers: withKey, data: { name: 'Intrus' } }),
      request.get(`${api}/account/webhooks`, { headers: withKey }),
      request.put(`${api}/account/settings`, { headers: withKey, data: {} }),
      request.post(`${api}/users/invit`, { headers: withKey, data: { email: 'x@ailleurs.fr' } }),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.status()).toBe(403);
      expect((await response.json()).message).toBe(KEY_REFUSED);
    }
    // and it still orders and reads where it belongs
    expect((await request.get(`${api}/api/v1/orders`, { headers: withKey })).status()).toBe(200);

    // another account, linked to the owner's (its password proves it)
    const stranger = {
      email: `associe-${Date.now()}@exemple.fr`,
      password: 'mot-de-passe-associe',
    };
    const created = await request.post(`${api}/account/`, {
      data: { ...stranger, organisation: 'Agence associée' },
    });
    expect(created.ok(), await created.text()).toBe(true);
    const linked = await request.post(`${api}/account/link`, {
      headers: { authorization: `Bearer ${ownerToken}` },
      data: stranger,
    });
    expect(linked.ok(), await linked.text()).toBe(true);

    await page.goto('/mon-compte-professionnel/mon-compte');
    const list = page.getByRole('list', { name: 'Comptes associés' });
    await expect(list.getByText(stranger.email)).toBeVisible();
    await page.getByRole('button', { name: `Dissocier le compte ${stranger.email}` }).click();
    await expect(page.getByText(`Compte ${stranger.email} dissocié`)).toBeVisible();
    await expect(page.getByText(stranger.email, { exact: true })).toHaveCount(0);

    const strangerToken = await tokenOf(request, stranger);
    const switched = await request.post(`${api}/account/auth/switch`, {
      headers: { authorization: `Bearer ${strangerToken}` },
      data: { email: OWNER.email },
    });
    expect(switched.status()).toBe(403);
  });
});
