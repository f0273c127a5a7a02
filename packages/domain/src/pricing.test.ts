import { OFFER_CODES, type OfferCode } from './offers';
import { PRICE_TIERS, tierAt } from './price-tiers';
import { priceOf, pricedOffers, splitAmount } from './pricing';

const JAN_2026 = new Date('2026-01-10T12:00:00Z');
const AUG_2025 = new Date('2025-08-15T12:00:00Z');

describe('priceOf from 2025-09-01', () => {
  it('prices cle for a consumer TTC with HT derived', () => {
    expect(priceOf('cle', 'consumer', JAN_2026)).toEqual({
      offer: 'cle',
      customerType: 'consumer',
      date: '2025-09-01',
      taxRate: 0.2,
      htCents: 4992,
      tvaCents: 998,
      ttcCents: 5990,
      shownCents: 5990,
      shownLabel: 'TTC',
    });
  });

  it('prices cle for a business HT with TTC derived', () => {
    expect(priceOf('cle', 'business', JAN_2026)).toEqual({
      offer: 'cle',
      customerType: 'business',
      date: '2025-09-01',
      taxRate: 0.2,
      htCents: 4990,
      tvaCents: 998,
      ttcCents: 5988,
      shownCents: 4990,
      shownLabel: 'HT',
    });
  });

  it.each<[OfferCode, number, number, number]>([
    ['eco', 2490, 2075, 415],
    ['cle', 5990, 4992, 998],
    ['vte', 9990, 8325, 1665],
    ['urg', 11990, 9992, 1998],
  ])('consumer %s: TTC %i, HT %i, TVA %i', (offer, ttc, ht, tva) => {
    const p = priceOf(offer, 'consumer', JAN_2026)!;
    expect([p.ttcCents, p.htCents, p.tvaCents, p.shownCents]).toEqual([ttc, ht, tva, ttc]);
  });

  it.each<[OfferCode, number, number, number]>([
    ['eco', 2090, 2508, 418],
    ['cle', 4990, 5988, 998],
    ['vte', 8290, 9948, 1658],
    ['exp', 4990, 5988, 998],
    ['urg', 9990, 11988, 1998],
  ])('business %s: HT %i, TTC %i, TVA %i', (offer, ht, ttc, tva) => {
    const p = priceOf(offer, 'business', JAN_2026)!;
    expect([p.htCents, p.ttcCents, p.tvaCents, p.shownCents]).toEqual([ht, ttc, tva, ht]);
  });

  it('does not sell exp to consumers nor pri to anyone', () => {
    expect(priceOf('exp', 'consumer', JAN_2026)).toBeNull();
    expect(priceOf('pri', 'consumer', JAN_2026)).toBeNull();
    expect(priceOf('pri', 'business', JAN_2026)).toBeNull();
  });
});

describe('priceOf before 2025-09-01', () => {
  it.each<[OfferCode, number]>([
    ['eco', 1990],
    ['cle', 4990],
    ['vte', 8990],
    ['exp', 4990],
  ])('%s costs %i for both customer types, without tax', (offer, cents) => {
    for (const type of ['consumer', 'business'] as const) {
      const p = priceOf(offer, type, AUG_2025)!;
      expect(p).toMatchObject({
        htCents: cents,
        ttcCents: cents,
        tvaCents: 0,
        shownCents: cents,
        taxRate: 0,
      });
    }
  });

  it('did not sell urg nor pri', () => {
    expect(priceOf('urg', 'consumer', AUG_2025)).toBeNull();
    expect(priceOf('urg', 'business', AUG_2025)).toBeNull();
    expect(priceOf('pri', 'business', AUG_2025)).toBeNull();
  });

  it('eco on 2025-08-31 costs 19,90 for both types', () => {
    const day = new Date('2025-08-31T12:00:00Z');
    expect(priceOf('eco', 'consumer', day)?.ttcCents).toBe(1990);
    expect(priceOf('eco', 'business', day)?.htCents).toBe(1990);
    expect(priceOf('eco', 'business', day)?.ttcCents).toBe(1990);
  });
});

describe('tier boundary in Paris time', () => {
  it('switches at midnight Paris (22:00 UTC in summer), not at midnight UTC', () => {
    expect(priceOf('eco', 'consumer', new Date('2025-08-31T21:59:59.999Z'))?.ttcCents).toBe(1990);
    expect(priceOf('eco', 'consumer', new Date('2025-08-31T22:00:00Z'))?.ttcCents).toBe(2490);
    expect(priceOf('eco', 'consumer', new Date('2025-09-01T00:30:00+02:00'))?.date).toBe(
      '2025-09-01',
    );
    expect(priceOf('eco', 'consumer', new Date('2025-08-31T23:30:00Z'))?.date).toBe('2025-09-01');
  });

  it('picks the last tier started on or before the day, whatever the list order', () => {
    const reversed = [...PRICE_TIERS].reverse();
    expect(tierAt(JAN_2026, reversed)?.start).toBe('2025-09-01');
    expect(tierAt(AUG_2025, reversed)?.start).toBe('1970-01-01');
    expect(tierAt(JAN_2026, [])).toBeNull();
    expect(tierAt(new Date('2020-01-01'), [{ ...PRICE_TIERS[1]! }])).toBeNull();
  });

  it('uses today by default', () => {
    expect(priceOf('cle', 'consumer')?.date).toBe(tierAt(new Date())?.start);
  });
});

describe('consistency of every price', () => {
  it('keeps integers and TVA = TTC - HT for every offer, type and tier', () => {
    for (const tier of PRICE_TIERS) {
      const day = new Date(`${tier.start}T12:00:00Z`);
      for (const offer of OFFER_CODES) {
        for (const type of ['consumer', 'business'] as const) {
          const p = priceOf(offer, type, day);
          if (!p) continue;
          expect(Number.isInteger(p.htCents) && Number.isInteger(p.ttcCents)).toBe(true);
          expect(p.tvaCents).toBe(p.ttcCents - p.htCents);
          expect(Math.abs(p.htCents * (1 + p.taxRate) - p.ttcCents)).toBeLessThanOrEqual(1);
        }
      }
    }
  });

  it('splits amounts with half-up rounding', () => {
    expect(splitAmount(990, 'consumer', 0.2)).toEqual({
      htCents: 825,
      tvaCents: 165,
      ttcCents: 990,
    });
    expect(splitAmount(990, 'business', 0.2)).toEqual({
      htCents: 990,
      tvaCents: 198,
      ttcCents: 1188,
    });
    // 12,5 * 1,2 = 15 exactly; 0,03 HT -> 0,036 -> 0,04
    expect(splitAmount(3, 'business', 0.2).ttcCents).toBe(4);
    expect(splitAmount(1000, 'business', 0).ttcCents).toBe(1000);
  });

  it('lists priced offers for the catalog', () => {
    expect(pricedOffers(['eco', 'exp'], 'consumer', JAN_2026)).toEqual([
      { code: 'eco', price: priceOf('eco', 'consumer', JAN_2026) },
      { code: 'exp', price: null },
    ]);
  });
});
