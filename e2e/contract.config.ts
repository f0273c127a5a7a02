import config from './playwright.config';
import { defineConfig } from '@playwright/test';

/**
 * The contract check's journeys (scripts/contract-check.mjs, ADR 086): the pairs of a shell
 * and a remote of different releases are already running; each journey opens its own pair.
 */
export default defineConfig({
  ...config,
  testDir: './contract',
  outputDir: './.results/contract',
  webServer: undefined,
  use: { ...config.use, baseURL: undefined },
});
