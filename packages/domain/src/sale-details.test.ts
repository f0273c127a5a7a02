import {
  SALE_DETAIL_KEYS,
  SALE_DETAIL_MESSAGES as M,
  saleDetailLabel,
  validateSaleDetails,
} from './sale-details';
import { SHARE_KEY_MESSAGES } from './share-keys';

describe('sale details', () => {
  it('accepts what a syndic statement gives', () => {
    expect(
      validateSaleDetails({
        dt_based: '2026-03-12',
        dt_n_start: '2025-01-01',
        dt_n_end: '2025-12-31',
        dt_n1_start: '2024-01-01',
        dt_n1_end: '2024-12-31',
        building_lots: 48,
        syndic_address: '12 quai Saint-Antoine, 69002 Lyon',
        syndic_contact: '04 72 00 00 00',
      }),
    ).toEqual({});
  });

  it('refuses an impossible day, a year that ends before it starts and a number of lots that is not whole', () => {
    expect(
      validateSaleDetails({
        dt_based: '2026-02-30',
        dt_n_start: '2025-12-31',
        dt_n_end: '2025-01-01',
        building_lots: 2.5,
      }),
    ).toEqual({ dt_based: M.dateInvalid, dt_n_end: M.yearOrder, building_lots: M.buildingLots });
  });

  it('takes the counts from their lists and checks a special key against the sale’s lots', () => {
    expect(validateSaleDetails({ budget_calls: 4, loan_period: 3 })).toEqual({});
    expect(validateSaleDetails({ budget_calls: 5, loan_period: 2 })).toEqual({
      budget_calls: M.choice,
      loan_period: M.choice,
    });
    const key = { name: 'participants', total: 8000, lots: [{ lot: '12', tantiemes: 245 }] };
    expect(validateSaleDetails({ loan_key: key }, { lots: ['12', '48'] })).toEqual({});
    expect(
      validateSaleDetails(
        { loan_key: { ...key, total: 0, lots: [{ lot: '99', tantiemes: 1.5 }] } },
        { lots: ['12'] },
      ),
    ).toEqual({
      'loan_key.total': SHARE_KEY_MESSAGES.total,
      'loan_key.lots.0.lot': SHARE_KEY_MESSAGES.unknownLot,
      'loan_key.lots.0.tantiemes': SHARE_KEY_MESSAGES.tantiemes,
    });
  });

  it('asks for the accounts’ AG date only when the seller must give it', () => {
    expect(validateSaleDetails({ dt_based: null })).toEqual({});
    expect(validateSaleDetails({ dt_based: null }, { dtBasedRequired: true })).toEqual({
      dt_based: M.dtBasedRequired,
    });
  });

  it('names every detail in French', () => {
    for (const key of SALE_DETAIL_KEYS) expect(saleDetailLabel(key)).toMatch(/^[A-ZÉ]/);
    expect(saleDetailLabel('dt_based')).toBe(
      'Date de l’assemblée générale ayant approuvé les derniers comptes',
    );
  });
});
