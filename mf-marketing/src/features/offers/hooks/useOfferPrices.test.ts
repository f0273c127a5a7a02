import { act, renderHook, waitFor } from '@testing-library/react';
import { priceOf, type OfferCode } from '@ped/domain';
import { domainPrices, type OfferPrices } from '../api/offer-prices';
import { useOfferPrices } from './useOfferPrices';

const never = () => new Promise<OfferPrices>(() => undefined);

describe('useOfferPrices', () => {
  it('gives a visitor the TTC prices at the first render, before the catalog answers', () => {
    const { result } = renderHook(() => useOfferPrices(['eco', 'cle'], 'consumer', never));
    const cle = priceOf('cle', 'consumer')!;
    expect(result.current?.cle).toEqual({ cents: cle.shownCents, label: cle.shownLabel });
    expect(result.current?.eco?.label).toBe('TTC');
  });

  it("draws a visitor's page once when the catalog answers with the prices already shown", async () => {
    let renders = 0;
    const catalog = (codes: readonly OfferCode[]) =>
      Promise.resolve(domainPrices(codes, 'consumer'));
    const { result } = renderHook(() => {
      renders += 1;
      return useOfferPrices(['eco', 'cle'], 'consumer', catalog);
    });
    const first = result.current;
    // the catalog's answer goes through the hook's promise chain: let it run to the end
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(result.current).toBe(first);
    expect(renders).toBe(1);
  });

  it("shows the catalog's prices when they differ from the domain's", async () => {
    const catalog = () => Promise.resolve<OfferPrices>({ cle: { cents: 100, label: 'TTC' } });
    const { result } = renderHook(() => useOfferPrices(['cle'], 'consumer', catalog));
    await waitFor(() => expect(result.current?.cle).toEqual({ cents: 100, label: 'TTC' }));
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
