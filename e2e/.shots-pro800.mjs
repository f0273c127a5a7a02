import { chromium } from '@playwright/test';
const base = 'http://localhost:3800';
const [,, email='experts@pre-etat-date.test', password='demo-pre-etat-date'] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
for (const [w, h, tag] of [[1280, 900, 'd'], [390, 844, 'm']]) {
  const context = await browser.newContext({ viewport: { width: w, height: h }, locale: 'fr-FR' });
  const page = await context.newPage();
  page.on('console', m => { if (m.type() === 'error') console.log(tag, 'console', m.text()); });
  page.on('pageerror', e => console.log(tag, 'pageerror', e.message));
  for (const path of ['connexion', 'creation', 'mot-de-passe-oublie', 'creation?invitation=abcdefghijklmnopqrstuvwxyz', 'mot-de-passe-oublie?reinitialisation=abcdefghijklmnopqrstuvwxyz']) {
    await page.goto(`${base}/mon-compte-professionnel/${path}`, { waitUntil: 'networkidle' });
    const refuse = page.getByRole('button', { name: 'Refuser' });
    if (await refuse.isVisible().catch(() => false)) await refuse.click();
    await page.screenshot({ path: `/tmp/pro800/${tag}-${path.replace(/[?=]/g, '_').slice(0, 30)}.png`, fullPage: true });
  }
  await page.goto(`${base}/mon-compte-professionnel/connexion`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.screenshot({ path: `/tmp/pro800/${tag}-connexion-errors.png`, fullPage: true });
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Mot de passe').fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL(`${base}/mon-compte-professionnel/`);
  for (const path of ['', 'mon-compte', 'parametres', 'encours', 'utilisateurs', 'plans']) {
    await page.goto(`${base}/mon-compte-professionnel/${path}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(400);
    await page.screenshot({ path: `/tmp/pro800/${tag}-in-${path || 'accueil'}.png`, fullPage: true });
    console.log(tag, path, page.url());
  }
  await context.close();
}
await browser.close();
