import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';

/**
 * Every setting of the API, from the environment, validated at start (api/.env.example
 * documents them). Defaults make `pnpm start` work with no configuration; production
 * must set the secrets (checked below).
 */
export const ConfigSchema = Type.Object({
  NODE_ENV: Type.Union([Type.Literal('development'), Type.Literal('production'), Type.Literal('test')], { default: 'development' }),
  HOST: Type.String({ default: '127.0.0.1' }),
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 4000 }),
  LOG_LEVEL: Type.Union(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((l) => Type.Literal(l)), { default: 'info' }),
  /** MongoDB connection string; when absent an embedded mongod is started (mongodb-memory-server). */
  MONGODB_URI: Type.Optional(Type.String({ minLength: 1 })),
  /** Where the embedded database, stored files and mail catcher keep their data. */
  DATA_DIR: Type.String({ default: '.data' }),
  JWT_SECRET: Type.String({ minLength: 32, default: 'dev-only-secret-change-me-in-production-0123456789' }),
  /** 32 bytes, base64: encrypts syndic extranet passwords at rest (AES-256-GCM). */
  ENCRYPTION_KEY: Type.String({ minLength: 44, maxLength: 44, default: 'ZGV2LW9ubHkta2V5LWNoYW5nZS1tZS1pbi1wcm9kISE=' }),
  /** Frontend origins allowed to call the API with credentials, comma-separated. */
  CORS_ORIGINS: Type.String({ default: 'http://localhost:3000,http://127.0.0.1:3000,http://localhost:3001,http://localhost:3002,http://localhost:3003,http://localhost:3004' }),
  PUBLIC_APP_URL: Type.String({ default: 'http://localhost:3000' }),
  PUBLIC_API_URL: Type.String({ default: 'http://localhost:4000' }),
});

export type AppConfig = Static<typeof ConfigSchema>;

const DEV_SECRETS: Array<keyof AppConfig> = ['JWT_SECRET', 'ENCRYPTION_KEY'];

export class ConfigError extends Error {}

/** Reads and validates the configuration; throws ConfigError with one readable line. */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const known = Object.fromEntries(
    Object.keys(ConfigSchema.properties).filter((key) => env[key] !== undefined && env[key] !== '').map((key) => [key, env[key]]),
  );
  const candidate = Value.Default(ConfigSchema, Value.Convert(ConfigSchema, known));
  const [error] = [...Value.Errors(ConfigSchema, candidate)];
  if (error) {
    throw new ConfigError(`Configuration invalide / invalid configuration: ${error.path.slice(1) || 'config'} ${error.message}. See api/.env.example.`);
  }
  const config = candidate as AppConfig;
  if (config.NODE_ENV === 'production') {
    const defaults = Value.Default(ConfigSchema, {}) as AppConfig;
    const unset = DEV_SECRETS.filter((key) => config[key] === defaults[key]);
    if (unset.length) throw new ConfigError(`En production, définir / in production, set: ${unset.join(', ')}.`);
  }
  return config;
}
