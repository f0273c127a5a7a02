import type { LandingVisit } from '@ped/client';

/**
 * docs/product.md §7.8: the landing tracking call carries the partner and gclid of the arrival
 * URL and where the visitor came from (an explicit ?refer=, else the referring page).
 */
export function landingVisit(search: string, referrer: string): LandingVisit {
  const params = new URLSearchParams(search);
  return {
    partner: params.get('partner'),
    gclid: params.get('gclid'),
    refer: params.get('refer') ?? (referrer || null),
  };
}
