import { ApiError, NO_RESPONSE_MESSAGE, type Envelope } from './envelope';
import { localTokenStorage, type TokenStorage } from './token-storage';

export type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  body?: unknown;
  query?: Query;
  /** multipart uploads: sent as is, without a JSON content type */
  form?: FormData;
  signal?: AbortSignal;
}

export interface HttpClient {
  readonly baseUrl: string;
  readonly tokens: TokenStorage;
  request<T>(method: string, path: string, options?: RequestOptions): Promise<Envelope<T>>;
  /** Raw response for binary downloads (PDF, ZIP), with the same auth and error rules. */
  fetchRaw(method: string, path: string, options?: RequestOptions): Promise<Response>;
}

export interface HttpConfig {
  baseUrl: string;
  tokens?: TokenStorage;
  fetchImpl?: typeof fetch;
}

export function buildUrl(baseUrl: string, path: string, query?: Query): string {
  const url = new URL(baseUrl.replace(/\/$/, '') + path);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '')
      url.searchParams.set(key, String(value));
  }
  return url.toString();
}

export function createHttpClient({
  baseUrl,
  tokens = localTokenStorage(),
  fetchImpl,
}: HttpConfig): HttpClient {
  const doFetch = (...args: Parameters<typeof fetch>) => (fetchImpl ?? fetch)(...args);

  async function fetchRaw(
    method: string,
    path: string,
    options: RequestOptions = {},
  ): Promise<Response> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    const token = tokens.read();
    if (token) headers.Authorization = `Bearer ${token}`;
    let body: BodyInit | undefined;
    if (options.form) body = options.form;
    else if (options.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    try {
      return await doFetch(buildUrl(baseUrl, path, options.query), {
        method,
        headers,
        body,
        credentials: 'include',
        signal: options.signal,
      });
    } catch (error) {
      throw new ApiError(
        error instanceof Error && error.message ? error.message : NO_RESPONSE_MESSAGE,
        0,
      );
    }
  }

  async function request<T>(
    method: string,
    path: string,
    options: RequestOptions = {},
  ): Promise<Envelope<T>> {
    const response = await fetchRaw(method, path, options);
    let envelope: Envelope<T> | undefined;
    try {
      envelope = (await response.json()) as Envelope<T>;
    } catch {
      envelope = undefined;
    }
    if (!envelope || typeof envelope !== 'object')
      throw new ApiError(NO_RESPONSE_MESSAGE, response.status);
    if (!response.ok || envelope.success === false) {
      throw new ApiError(
        envelope.message || NO_RESPONSE_MESSAGE,
        response.status,
        envelope.payload,
      );
    }
    return envelope;
  }

  return { baseUrl, tokens, request, fetchRaw };
}
