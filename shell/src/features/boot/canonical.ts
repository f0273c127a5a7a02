/**
 * docs/product.md §1.4: visitors reaching the site through another host (apex domain, old domain, http)
 * are sent to the canonical origin, same path. Off when no canonical origin is configured
 * (development, e2e).
 */
export function canonicalRedirectUrl(
  canonicalOrigin: string | null,
  location: Pick<Location, 'origin' | 'pathname' | 'search' | 'hash'>,
): string | null {
  if (!canonicalOrigin) return null;
  let target: URL;
  try {
    target = new URL(canonicalOrigin);
  } catch {
    return null;
  }
  if (target.origin === location.origin) return null;
  return `${target.origin}${location.pathname}${location.search}${location.hash}`;
}
