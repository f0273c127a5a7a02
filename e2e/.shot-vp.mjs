import { chromium } from '@playwright/test';
const [,, url, out] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
await page.goto(url, { waitUntil: 'networkidle' });
await page.getByRole('button', { name: 'Refuser' }).click().catch(()=>{});
await page.waitForTimeout(500);
await page.screenshot({ path: out });
await browser.close();
