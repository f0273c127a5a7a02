/** Field checks shared by the forms; each answers "is this acceptable", messages live with the forms. */

export function isBlank(value: string | null | undefined): boolean {
  return value === null || value === undefined || String(value).trim() === '';
}

const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)*\.[a-z]{2,}$/i;

/** A deliverable-looking address; deliberately not RFC 5322 (quoted parts are refused). */
export function isValidEmail(value: string): boolean {
  const v = value.trim();
  return v.length <= 254 && EMAIL.test(v);
}

/** The stored form of an e-mail: how every lookup must spell it. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * French postal codes: 5 digits, department 01 to 98 (Corsica is 20xxx, overseas 97xxx,
 * Monaco 98000). '00000' and '99xxx' do not exist.
 */
export function isFrenchZipcode(value: string): boolean {
  return /^(?:0[1-9]|[1-8]\d|9[0-8])\d{3}$/.test(value.trim());
}

/** Adds https:// when the customer typed 'extranet.syndic.fr'. */
export function normalizeUrl(value: string): string {
  const v = value.trim();
  return /^[a-z][a-z\d+.-]*:\/\//i.test(v) ? v : `https://${v}`;
}

/** An http(s) address with a dotted host (or localhost), scheme optional when typed. */
export function isValidUrl(value: string): boolean {
  if (isBlank(value) || /\s/.test(value.trim())) return false;
  try {
    const url = new URL(normalizeUrl(value));
    return (
      (url.protocol === 'https:' || url.protocol === 'http:') &&
      (url.hostname.includes('.') || url.hostname === 'localhost')
    );
  } catch {
    return false;
  }
}

/** A real calendar day written 'YYYY-MM-DD' (an ISO date-time is accepted, its day is used). */
export function isIsoDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T.*)?$/.exec(value.trim());
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Finite and at most two decimals (amounts in euros). */
export function hasAtMostTwoDecimals(value: number): boolean {
  return Number.isFinite(value) && Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
}
