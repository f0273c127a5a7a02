import { useRuntimeConfig } from '@ped/contracts';

/**
 * The site's public origin for absolute URLs (structured data): the configured canonical
 * origin, else the page's own. In Node, where a page is pre-rendered, there is no page: the
 * pre-render passes the canonical origin in the configuration (docs/decisions/051).
 */
export function useSiteOrigin(): string {
  const canonical = useRuntimeConfig()?.canonicalOrigin;
  if (canonical) return canonical;
  return typeof window === 'undefined' ? '' : window.location.origin;
}
