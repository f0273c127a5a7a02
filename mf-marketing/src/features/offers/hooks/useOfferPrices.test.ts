import { renderHook, waitFor } from '@testing-library/react';
import { priceOf } from '@ped/domain';
import type { OfferPrices } from '../api/offer-prices';
import { useOfferPrices } from './useOfferPrices';

const never = () => new Promise<OfferPrices>(() => undefined);

describe('useOfferPrices', () => {
  it('gives a visitor the TTC prices at the first render, before the catalog answers', () => {
    const { result } = renderHook(() => useOfferPrices(['eco', 'cle'], 'consumer', never));
    const cle = priceOf('cle', 'consumer')!;
    expect(result.current?.cle).toEqual({ cents: cle.shownCents, label: cle.shownLabel });
    expect(result.current?.eco?.label).toBe('TTC');
  });

  it('keeps a professional waiting for the catalog, whose prices depend on the plan', async () => {
    const catalog = jest.fn(() =>
      Promise.resolve<OfferPrices>({ cle: { cents: 4990, label: 'HT' } }),
    );
    const { result } = renderHook(() => useOfferPrices(['cle'], 'business', catalog));
    expect(result.current).toBeNull();
    await waitFor(() => expect(result.current?.cle).toEqual({ cents: 4990, label: 'HT' }));
  });
});
