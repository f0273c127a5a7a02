import { fetchOffers, type CatalogOffer } from '@ped/client';
import { loadCatalogPrices } from './catalog-prices';

jest.mock('@ped/client', () => ({ fetchOffers: jest.fn() }));

const offer = (code: CatalogOffer['code'], shownCents: number | null, shownLabel: 'TTC' | 'HT') =>
  ({ code, shownCents, shownLabel }) as CatalogOffer;

describe('loadCatalogPrices', () => {
  it('keeps the asked offers that the catalog prices for the caller', async () => {
    jest
      .mocked(fetchOffers)
      .mockResolvedValue([
        offer('eco', 2090, 'HT'),
        offer('cle', 4990, 'HT'),
        offer('exp', 4990, 'HT'),
        offer('pri', null, 'HT'),
      ]);
    await expect(loadCatalogPrices(['eco', 'cle', 'pri'])).resolves.toEqual({
      eco: { cents: 2090, label: 'HT' },
      cle: { cents: 4990, label: 'HT' },
    });
  });

  it('lets a failed call reject, for the caller to fall back on the domain', async () => {
    jest.mocked(fetchOffers).mockRejectedValue(new Error('Failed to fetch'));
    await expect(loadCatalogPrices(['cle'])).rejects.toThrow('Failed to fetch');
  });
});
