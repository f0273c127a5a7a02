import { createHttpClient, type HttpClient, type HttpConfig } from './http';

/**
 * The one configured client of the running app. The shell configures it at boot from
 * /config.json; remotes share this module as a singleton and so reuse the same client.
 */
let current: HttpClient | null = null;

export function configureApi(config: HttpConfig): HttpClient {
  current = createHttpClient(config);
  return current;
}

export function api(): HttpClient {
  if (!current) throw new Error('Le client de l’API n’est pas configuré (configureApi).');
  return current;
}
