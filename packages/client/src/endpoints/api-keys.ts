import { api } from '../api-client';

export interface ApiKeySummary {
  id: string;
  name: string;
  /** first characters of the secret, to recognise the key */
  prefix: string;
  created_by: string;
  created: string;
  last_used: string | null;
  revoked: string | null;
}

/** The header the organisation's software sends its key in. */
export const API_KEY_HEADER = 'X-Api-Key';

export async function fetchApiKeys(): Promise<ApiKeySummary[]> {
  return (await api().request<ApiKeySummary[]>('GET', '/account/api-keys')).payload;
}

/** The secret is in this answer only: it is stored hashed. */
export async function createApiKey(name: string): Promise<{ key: ApiKeySummary; secret: string }> {
  return (
    await api().request<{ key: ApiKeySummary; secret: string }>('POST', '/account/api-keys', {
      body: { name },
    })
  ).payload;
}

export async function revokeApiKey(id: string): Promise<ApiKeySummary> {
  return (
    await api().request<ApiKeySummary>('DELETE', `/account/api-keys/${encodeURIComponent(id)}`)
  ).payload;
}
