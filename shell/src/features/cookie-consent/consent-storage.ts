/**
 * docs/product.md §1.4: the visitor's cookie choice, stored as 'true' or 'false'. The head of
 * public/index.html reads the same key before the first paint (see CookieBanner).
 */
export const COOKIE_CONSENT_KEY = 'ped-cookie-consent';

export function readConsent(): boolean | null {
  try {
    const value = window.localStorage.getItem(COOKIE_CONSENT_KEY);
    return value === 'true' ? true : value === 'false' ? false : null;
  } catch {
    return null;
  }
}

export function storeConsent(accepted: boolean): void {
  try {
    window.localStorage.setItem(COOKIE_CONSENT_KEY, String(accepted));
  } catch {
    // without storage the banner simply comes back on the next visit
  }
}
