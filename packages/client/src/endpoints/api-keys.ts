import type { ApiKeySummary, CreatedApiKey, NewApiKey } from '@ped/schemas';
import { api } from '@ped/client-runtime';

export type { ApiKeySummary, NewApiKey } from '@ped/schemas';

/** The header the organisation's software sends its key in. */
export const API_KEY_HEADER = 'X-Api-Key';

export async function fetchApiKeys(): Promise<ApiKeySummary[]> {
  return (await api().request<ApiKeySummary[]>('GET', '/account/api-keys')).payload;
}

/** Name, production or test, complete or read-only. The secret is in this answer only: it is stored hashed. */
export async function createApiKey(key: NewApiKey): Promise<CreatedApiKey> {
  return (await api().request<CreatedApiKey>('POST', '/account/api-keys', { body: key })).payload;
}

export async function revokeApiKey(id: string): Promise<ApiKeySummary> {
  return (
    await api().request<ApiKeySummary>('DELETE', `/account/api-keys/${encodeURIComponent(id)}`)
  ).payload;
}
