import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { E2E_PORTS } from './support/ports';
import { SSO_PARTNER } from './support/sso';

/**
 * Debian's headless shell when installed (`chromium-headless-shell`, what Playwright itself
 * runs headless): without the full browser's UI and compositor, the 107 journeys took 151 s
 * and 157 CPU-seconds instead of 169 s and 227 (ADR 102). The full `chromium` otherwise.
 */
const SYSTEM_CHROMIUM = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((file) =>
  fs.existsSync(file),
);
const run = `ped_e2e_${Date.now()}`;
/**
 * The journeys' own database: one of MONGODB_URI's server, or else an embedded mongod whose
 * data folder is new (its port follows the offset, apart from a `pnpm start` running here).
 */
const database: Record<string, string> = process.env.MONGODB_URI
  ? { MONGODB_URI: `${process.env.MONGODB_URI.replace(/\/?$/, '/')}${run}` }
  : { DATA_DIR: path.join(os.tmpdir(), run) };

/**
 * Journeys run against the built, composed app (every frontend on its own port, the API,
 * a real database). The system Chromium is used; a browser is never downloaded here.
 */
export default defineConfig({
  testDir: './tests',
  outputDir: './.results',
  // Playwright's own 30 s a journey: the longest of the others takes 8 s here; the three
  // longest ask for more themselves (9 to 12 s here, up to 53 s on ADR 093's slower machine)
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // one journey at a time: the API, its reading pool and one browser already share the 2 CI
  // cores; with a second browser, a heavy page (the notary's space after a 3-lot delivery) took
  // 10 s to paint under load and its expectations ran out (ADR 076)
  workers: 1,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    ...devices['Desktop Chrome'],
    baseURL: E2E_PORTS.appUrl,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    // a trace records a screencast of every journey, failed or not: in CI it cost a third of
    // the journeys' time (a 47 s journey took 28 s without it), and nobody opens a trace left on
    // a CI machine, where a failure is read from its printed error and call log
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: {
      executablePath: SYSTEM_CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node ../scripts/start.mjs --no-build',
    url: `${E2E_PORTS.apiUrl}/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT_OFFSET: String(E2E_PORTS.offset),
      LOG_LEVEL: 'warn',
      // journeys sign in far more often than people do; production keeps 10 per e-mail and 50 per IP
      SIGNIN_RATE_LIMIT_PER_EMAIL: '1000',
      SIGNIN_RATE_LIMIT_PER_IP: '5000',
      // the partner of the /sso journey (e2e/support/sso.ts signs its tokens with the same secret)
      SSO_PARTNERS: JSON.stringify({ [SSO_PARTNER.key]: SSO_PARTNER.secret }),
      ...database,
    },
  },
});
