/**
 * Storage keys are built by the API (never taken raw from a caller), but a key also arrives
 * in GET /files/*: only plain segments of letters, digits, '.', '_' and '-' separated by '/'
 * are accepted, each starting with a letter or digit, so '..', absolute paths and
 * backslashes can never reach the file system or the bucket.
 */
const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;
export const MAX_KEY_LENGTH = 300;

export class UnsafeStorageKeyError extends Error {
  constructor(key: string) {
    super(`Clé de stockage invalide : ${JSON.stringify(key.slice(0, 80))}`);
  }
}

export class StoredFileNotFoundError extends Error {
  constructor(key: string) {
    super(`Fichier introuvable : ${key}`);
  }
}

export function isSafeKey(key: string): boolean {
  return key.length <= MAX_KEY_LENGTH && SAFE_KEY.test(key);
}

export function assertSafeKey(key: string): string {
  if (!isSafeKey(key)) throw new UnsafeStorageKeyError(key);
  return key;
}

/**
 * Stored files are served by the API (GET /files/<key>), never from a public bucket. The
 * URL is absolute (PUBLIC_API_URL) because it also ends up in order forms and e-mails.
 */
export const fileUrl = (publicApiUrl: string, key: string): string =>
  `${publicApiUrl.replace(/\/$/, '')}/files/${key}`;

/** The key behind a URL made by `fileUrl`, or null for anything else. */
export function keyFromUrl(publicApiUrl: string, url: string): string | null {
  const prefix = fileUrl(publicApiUrl, '');
  if (!url.startsWith(prefix)) return null;
  const key = url.slice(prefix.length);
  return isSafeKey(key) ? key : null;
}
