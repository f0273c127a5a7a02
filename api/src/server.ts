import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { installProcessSafetyNet } from './lib/process-safety-net';
import { DatabaseUnavailableError } from './plugins/external/mongoose';
import { seedIfEmpty } from './seed/demo-accounts';

/** Starts the API; a configuration or database problem is one readable line, not a stack. */
async function main() {
  try {
    const config = loadConfig();
    const app = await buildApp(config);
    installProcessSafetyNet(app.log);
    if (config.NODE_ENV === 'development' && (await seedIfEmpty(app.mongoose.connection))) {
      app.log.info('Base vide : comptes de démonstration créés (voir docs/demo-accounts.md)');
    }
    await app.listen({ host: config.HOST, port: config.PORT });
    const close = async () => {
      await app.close();
      process.exit(0);
    };
    process.once('SIGINT', close);
    process.once('SIGTERM', close);
  } catch (error) {
    if (error instanceof ConfigError || error instanceof DatabaseUnavailableError) {
      console.error(`[api] ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}

void main();
