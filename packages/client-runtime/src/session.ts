import type { Session } from '@ped/domain';

export type { Session, SessionOrganisation } from '@ped/domain';

export interface DecodedToken {
  session: Session;
  /** expiry, seconds since the epoch */
  exp: number;
  /** issue time, seconds since the epoch, when the token carries it */
  iat?: number;
}

export const SESSION_EXPIRED = 'Session expirée';
export const SESSION_INVALID = 'Session invalide';

function base64UrlDecode(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** Reads the claims without verifying the signature: only the API trusts tokens. */
export function decodeToken(token: string): DecodedToken {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) throw new Error(SESSION_INVALID);
  let claims: unknown;
  try {
    claims = JSON.parse(base64UrlDecode(parts[1]));
  } catch {
    throw new Error(SESSION_INVALID);
  }
  if (!claims || typeof claims !== 'object') throw new Error(SESSION_INVALID);
  const { exp, iat, session } = claims as { exp?: unknown; iat?: unknown; session?: unknown };
  if (typeof exp !== 'number' || !session || typeof session !== 'object')
    throw new Error(SESSION_INVALID);
  return { exp, session: session as Session, ...(typeof iat === 'number' ? { iat } : {}) };
}

/** docs/product.md §5.3: validity is only the expiry claim compared to the current time. */
export function isExpired(decoded: DecodedToken, nowMs: number = Date.now()): boolean {
  return decoded.exp * 1000 <= nowMs;
}

export type StoredSession =
  | { status: 'absent' }
  | { status: 'expired'; error: typeof SESSION_EXPIRED }
  | { status: 'invalid'; error: typeof SESSION_INVALID }
  | { status: 'valid'; token: string; decoded: DecodedToken };

/** docs/product.md §4.5: what the start-up check concludes from the stored token. */
export function readStoredToken(token: string | null, nowMs: number = Date.now()): StoredSession {
  if (!token) return { status: 'absent' };
  let decoded: DecodedToken;
  try {
    decoded = decodeToken(token);
  } catch {
    return { status: 'invalid', error: SESSION_INVALID };
  }
  if (isExpired(decoded, nowMs)) return { status: 'expired', error: SESSION_EXPIRED };
  return { status: 'valid', token, decoded };
}
