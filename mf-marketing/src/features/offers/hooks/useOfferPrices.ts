import { useEffect, useState } from 'react';
import type { CustomerType, OfferCode } from '@ped/domain';
import { loadCatalogPrices } from '../api/catalog-prices';
import { domainPrices, type OfferPrices } from '../api/offer-prices';

export type PriceLoader = (
  codes: readonly OfferCode[],
  customerType: CustomerType,
) => Promise<OfferPrices>;

/**
 * Prices of the offers for the visitor (TTC) or the professional (HT), from the catalog;
 * if the catalog cannot be reached, the same prices computed by the domain.
 * A visitor gets the domain's prices at once, which the catalog computes the same way: the
 * pre-rendered page shows them before any script (docs/decisions/051) and they do not change
 * when the catalog answers. A professional's depend on their plan: null until the catalog
 * answers, so a price never flickers from one amount to another.
 */
function samePrices(a: OfferPrices, b: OfferPrices): boolean {
  const codes = new Set([...Object.keys(a), ...Object.keys(b)] as OfferCode[]);
  return [...codes].every(
    (code) => a[code]?.cents === b[code]?.cents && a[code]?.label === b[code]?.label,
  );
}

export function useOfferPrices(
  codes: readonly OfferCode[],
  customerType: CustomerType,
  load: PriceLoader = loadCatalogPrices,
): OfferPrices | null {
  const key = `${customerType}:${codes.join(',')}`;
  const [loaded, setLoaded] = useState<{ key: string; prices: OfferPrices } | null>(() =>
    customerType === 'consumer' ? { key, prices: domainPrices(codes, customerType) } : null,
  );
  useEffect(() => {
    let active = true;
    load(codes, customerType)
      .catch((error: unknown) => {
        console.warn('Catalogue des offres indisponible, prix calculés localement', error);
        return domainPrices(codes, customerType);
      })
      .then((prices) => {
        // the same prices keep the same state: the page using them is not drawn again
        if (active)
          setLoaded((current) =>
            current?.key === key && samePrices(current.prices, prices) ? current : { key, prices },
          );
      });
    return () => {
      active = false;
    };
    // `key` stands for codes + customerType: a new array with the same codes is not a change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, load]);
  return loaded?.key === key ? loaded.prices : null;
}
