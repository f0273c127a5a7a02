import { buildApp } from '../app';
import { ConfigError, loadConfig } from '../config';
import { DatabaseUnavailableError } from '../plugins/external/mongoose';
import { DEMO_ADMIN, seedDemoAccounts } from '../seed/demo-accounts';

/** `pnpm seed`: the demo accounts of docs/demo-accounts.md, on the configured database. */
async function main() {
  try {
    const app = await buildApp(loadConfig(), { logger: { level: 'warn' } });
    await app.ready();
    const { accounts, organisations } = await seedDemoAccounts(app.mongoose.connection);
    console.log(
      `[seed] ${accounts} comptes et ${organisations} organisations de démonstration prêts (admin : ${DEMO_ADMIN}, voir docs/demo-accounts.md).`,
    );
    await app.close();
  } catch (error) {
    if (error instanceof ConfigError || error instanceof DatabaseUnavailableError) {
      console.error(`[seed] ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}

void main();
