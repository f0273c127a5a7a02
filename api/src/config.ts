import { availableParallelism } from 'node:os';
import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { READING_BUDGETS } from './services/document-reading/budgets';

/**
 * Every setting of the API, from the environment, validated at start (api/.env.example
 * documents them). Defaults make `pnpm start` work with no configuration; production
 * must set the secrets (checked below).
 */
export const ConfigSchema = Type.Object({
  NODE_ENV: Type.Union(
    [Type.Literal('development'), Type.Literal('production'), Type.Literal('test')],
    { default: 'development' },
  ),
  HOST: Type.String({ default: '127.0.0.1' }),
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 4000 }),
  /** Unset: 'warn' in production (no line per request), 'info' elsewhere. */
  LOG_LEVEL: Type.Union(
    ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((l) => Type.Literal(l)),
  ),
  /**
   * The reverse proxies whose X-Forwarded-For is believed (request.ip, hence every per-IP
   * throttle): a number of hops, or addresses/CIDR ranges comma-separated. Empty: none.
   */
  TRUST_PROXY: Type.String({ default: '' }),
  /** Serve the OpenAPI document and Swagger UI at /docs; on by default except in production. */
  API_DOCS: Type.Optional(Type.Boolean()),
  /** MongoDB connection string; when absent an embedded mongod is started (mongodb-memory-server). */
  MONGODB_URI: Type.Optional(Type.String({ minLength: 1 })),
  /** The embedded mongod's port (scripts/start.mjs shifts it with PORT_OFFSET, like every port). */
  EMBEDDED_MONGO_PORT: Type.Integer({ minimum: 1, maximum: 65535, default: 27027 }),
  /** Where the embedded database, stored files and mail catcher keep their data. */
  DATA_DIR: Type.String({ default: '.data' }),
  JWT_SECRET: Type.String({
    minLength: 32,
    default: 'dev-only-secret-change-me-in-production-0123456789',
  }),
  /** 32 bytes, base64: encrypts syndic extranet passwords at rest (AES-256-GCM). */
  ENCRYPTION_KEY: Type.String({
    minLength: 44,
    maxLength: 44,
    default: 'ZGV2LW9ubHkta2V5LWNoYW5nZS1tZS1pbi1wcm9kISE=',
  }),
  /** Frontend origins allowed to call the API with credentials, comma-separated. */
  CORS_ORIGINS: Type.String({
    default:
      'http://localhost:3000,http://127.0.0.1:3000,http://localhost:3001,http://localhost:3002,http://localhost:3003,http://localhost:3004',
  }),
  PUBLIC_APP_URL: Type.String({ default: 'http://localhost:3000' }),
  PUBLIC_API_URL: Type.String({ default: 'http://localhost:4000' }),
  /** smtp(s)://user:pass@host:port; when absent outside production, an embedded catcher keeps mails (GET /dev/mails). */
  SMTP_URL: Type.Optional(Type.String({ minLength: 1 })),
  MAIL_FROM: Type.String({ default: 'Pré-état daté <ne-pas-repondre@pre-etat-date.fr>' }),
  /** The production team's inbox: notaries' correction requests and free updates reach it. */
  STAFF_EMAIL: Type.String({ minLength: 3, default: 'production@pre-etat-date.fr' }),
  /** Sign-in attempts allowed per e-mail and per IP address within the window (POST /account/auth). */
  SIGNIN_RATE_LIMIT_PER_EMAIL: Type.Integer({ minimum: 1, default: 10 }),
  SIGNIN_RATE_LIMIT_PER_IP: Type.Integer({ minimum: 1, default: 50 }),
  SIGNIN_RATE_LIMIT_WINDOW_MINUTES: Type.Integer({ minimum: 1, default: 5 }),
  /** Accounts one IP address may create per hour (POST /account/ sends an e-mail each time). */
  SIGNUP_RATE_LIMIT_PER_IP: Type.Integer({ minimum: 1, default: 10 }),
  /** Requests one API key may make to /api/v1 per minute, whatever the instance (ADR 049). */
  API_KEY_RATE_LIMIT_PER_MINUTE: Type.Integer({ minimum: 1, default: 120 }),
  /** Stored files go to this S3-compatible bucket when set, else to DATA_DIR/files. */
  S3_BUCKET: Type.Optional(Type.String({ minLength: 1 })),
  /** e.g. https://s3.fr-par.scw.cloud; empty for AWS itself */
  S3_ENDPOINT: Type.Optional(Type.String({ minLength: 1 })),
  S3_REGION: Type.String({ default: 'eu-west-3' }),
  S3_ACCESS_KEY_ID: Type.Optional(Type.String({ minLength: 1 })),
  S3_SECRET_ACCESS_KEY: Type.Optional(Type.String({ minLength: 1 })),
  /** true for MinIO and most non-AWS providers (bucket in the path, not the host name) */
  S3_FORCE_PATH_STYLE: Type.Boolean({ default: false }),
  /**
   * Without S3_BUCKET, true says that DATA_DIR/files is one folder shared by every API
   * instance (a network volume); otherwise production warns that the API must run alone.
   */
  FILES_DIR_SHARED: Type.Boolean({ default: false }),
  /** How often the job queue looks for due jobs (review-request e-mails...), in ms. */
  SCHEDULER_POLL_MS: Type.Integer({ minimum: 100, default: 5000 }),
  /** false turns the poller off (tests call app.scheduler.runDue() themselves). */
  SCHEDULER_ENABLED: Type.Boolean({ default: true }),
  /**
   * Documents read at once by this instance, and threads in each reading lane (ADR 064):
   * by default one per core, at a lower priority than the API's own thread.
   */
  READING_THREADS: Type.Integer({ minimum: 1, maximum: 32, default: availableParallelism() }),
  /**
   * The time OCR may spend on one page (READING_BUDGETS.ocrPageMs by default): past it, the
   * document ends « lecture automatique impossible ». Tests that need a page over budget
   * lower it rather than wait a quarter of a minute.
   */
  READING_OCR_PAGE_MS: Type.Integer({ minimum: 1000, default: READING_BUDGETS.ocrPageMs }),
  /** How often an idle instance looks for readings other instances left, in ms (0: never). */
  READING_POLL_MS: Type.Integer({ minimum: 0, default: 1000 }),
  /** Where the review-request e-mail sends customers (Google, Trustpilot...); the contact page when unset. */
  REVIEW_URL: Type.Optional(Type.String({ minLength: 1 })),
  /**
   * The company's sealing certificate (ADR 070): base64 of a PKCS#12 (.p12) holding the key
   * and the certificate chain, and its password. Required in production; elsewhere a
   * self-signed certificate is made in DATA_DIR/seal.
   */
  SEAL_P12: Type.Optional(Type.String({ minLength: 1 })),
  SEAL_P12_PASSWORD: Type.String({ default: '' }),
  /** The professional liability insurance printed in every certification block; required in production. */
  COMPANY_INSURANCE: Type.Optional(Type.String({ minLength: 1, maxLength: 300 })),
  /** How long the download link of the 'Terminer' e-mail opens the pré-état daté, in days. */
  DOCUMENT_LINK_VALIDITY_DAYS: Type.Integer({ minimum: 1, maximum: 365, default: 30 }),
  /** Real Stripe when both are set; without them the local payment sandbox stands in (never in production). */
  STRIPE_SECRET_KEY: Type.Optional(Type.String({ minLength: 1 })),
  STRIPE_WEBHOOK_SECRET: Type.Optional(Type.String({ minLength: 1 })),
  /** Port of the local payment sandbox; default PORT + 10 (any free port in tests). */
  STRIPE_SANDBOX_PORT: Type.Optional(Type.Integer({ minimum: 0, maximum: 65535 })),
  /** How long a payment link sent by a professional to its client stays valid. */
  PAYMENT_LINK_VALIDITY_DAYS: Type.Integer({ minimum: 1, default: 30 }),
  /** Stripe price ids of the monthly subscriptions (the sandbox accepts these defaults). */
  STRIPE_PRICE_EXPERTS: Type.String({ minLength: 1, default: 'price_experts_monthly' }),
  STRIPE_PRICE_PREMIUM: Type.String({ minLength: 1, default: 'price_premium_monthly' }),
  STRIPE_PRICE_SYNDIC: Type.String({ minLength: 1, default: 'price_syndic_monthly' }),
  /** partner single sign-on: JSON object partner key -> shared HMAC secret, e.g. {"century21":"..."} */
  SSO_PARTNERS: Type.String({ default: '{}' }),
  /** the longest validity a partner token may claim, in seconds */
  SSO_TOKEN_MAX_AGE_SECONDS: Type.Integer({ minimum: 30, maximum: 3600, default: 300 }),
});

export type AppConfig = Static<typeof ConfigSchema>;

const DEV_SECRETS: Array<keyof AppConfig> = ['JWT_SECRET', 'ENCRYPTION_KEY'];
/** what a delivered document cannot go without: the company's seal and its insurer */
const PRODUCTION_REQUIRED: Array<keyof AppConfig> = ['SEAL_P12', 'COMPANY_INSURANCE'];

export class ConfigError extends Error {}

/** Reads and validates the configuration; throws ConfigError with one readable line. */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const known = Object.fromEntries(
    Object.keys(ConfigSchema.properties)
      .filter((key) => env[key] !== undefined && env[key] !== '')
      .map((key) => [key, env[key]]),
  );
  const converted = Value.Convert(ConfigSchema, known) as Record<string, unknown>;
  converted.LOG_LEVEL ??= converted.NODE_ENV === 'production' ? 'warn' : 'info';
  const candidate = Value.Default(ConfigSchema, converted);
  const [error] = [...Value.Errors(ConfigSchema, candidate)];
  if (error) {
    throw new ConfigError(
      `Configuration invalide / invalid configuration: ${error.path.slice(1) || 'config'} ${error.message}. See api/.env.example.`,
    );
  }
  const config = candidate as AppConfig;
  if (config.NODE_ENV === 'production') {
    const defaults = Value.Default(ConfigSchema, {}) as AppConfig;
    const unset = [
      ...DEV_SECRETS.filter((key) => config[key] === defaults[key]),
      ...PRODUCTION_REQUIRED.filter((key) => !config[key]),
    ];
    if (unset.length)
      throw new ConfigError(`En production, définir / in production, set: ${unset.join(', ')}.`);
  }
  return config;
}
