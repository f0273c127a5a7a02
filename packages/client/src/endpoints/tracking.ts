import { api } from '@ped/client-runtime';

export interface LandingVisit {
  partner?: string | null;
  gclid?: string | null;
  refer?: string | null;
}

/** docs/product.md §7.8: the landing tracking call; failures are only logged. */
export async function trackLanding(visit: LandingVisit): Promise<void> {
  try {
    await api().request('GET', '/', { query: { a: 'n', ...visit } });
  } catch (error) {
    console.warn('Suivi de visite impossible', error);
  }
}
