import type { FastifyInstance } from 'fastify';
import { startMailCatcher, type TestMailCatcher } from './mail-catcher';
import { createTestApp } from './test-app';

/** Where links in the e-mails of these tests point. */
export const TEST_APP_URL = 'https://app.example.fr';

export interface AppWithMail {
  app: FastifyInstance;
  catcher: TestMailCatcher;
}

/**
 * Registers, for the calling test file, an app on its own database whose mails land in an
 * in-process SMTP catcher; the returned object is filled once `beforeAll` has run.
 */
export function appWithMailForFile(overrides: Record<string, string> = {}): AppWithMail {
  const context = {} as AppWithMail;
  beforeAll(async () => {
    context.catcher = await startMailCatcher();
    context.app = await createTestApp({
      SMTP_URL: context.catcher.smtpUrl,
      PUBLIC_APP_URL: TEST_APP_URL,
      ...overrides,
    });
  });
  afterAll(async () => {
    await context.app?.close();
    await context.catcher?.close();
  });
  return context;
}
