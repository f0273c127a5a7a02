import type { CatalogOffer } from '@ped/client';
import { OFFERS, type OfferCode } from '@ped/domain';
import { fakeApi, offline } from '@ped/host/testing';
import { loadCatalogPrices } from './catalog-prices';

/** An offer as the catalog lists it to a professional: HT, or unpriced when not sold online. */
const offer = (code: OfferCode, shownCents: number | null): CatalogOffer => ({
  ...OFFERS[code],
  price_consumer: null,
  price_business: shownCents,
  price: null,
  shownCents,
  shownLabel: 'HT',
  available: shownCents !== null,
});

describe('loadCatalogPrices', () => {
  it('keeps the asked offers that the catalog prices for the caller', async () => {
    const api = fakeApi().on('GET', '/catalogs/offers', [
      offer('eco', 2090),
      offer('cle', 4990),
      offer('exp', 4990),
      offer('pri', null),
    ]);
    await expect(loadCatalogPrices(['eco', 'cle', 'pri'])).resolves.toEqual({
      eco: { cents: 2090, label: 'HT' },
      cle: { cents: 4990, label: 'HT' },
    });
    // the API tells the caller's prices from the token: no account is named
    expect(api.calls('GET', '/catalogs/offers').map((r) => r.query)).toEqual([{}]);
  });

  it('lets a failed call reject, for the caller to fall back on the domain', async () => {
    fakeApi().on('GET', '/catalogs/offers', offline());
    await expect(loadCatalogPrices(['cle'])).rejects.toThrow('Failed to fetch');
  });
});
