/** Renew the access token this long before it expires, so a call never leaves with a stale one. */
export const REFRESH_AHEAD_MS = 60_000;

interface TokenTimes {
  /** expiry, seconds since the epoch */
  exp: number;
  /** issue time, seconds since the epoch (the API always sets it) */
  iat?: number;
}

/**
 * How long to wait before renewing a token. A token the API has just issued is timed from its
 * own lifetime (exp − iat), so a computer whose clock is minutes off neither renews in a loop
 * nor lets the token lapse; a token found in storage can only be timed against the local clock.
 */
export function refreshDelay(
  { exp, iat }: TokenTimes,
  justIssued: boolean,
  nowMs: number = Date.now(),
): number {
  const remaining =
    justIssued && typeof iat === 'number' && exp > iat ? (exp - iat) * 1000 : exp * 1000 - nowMs;
  return Math.max(0, remaining - REFRESH_AHEAD_MS);
}
