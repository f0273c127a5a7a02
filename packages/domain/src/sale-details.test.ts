import {
  SALE_DETAIL_KEYS,
  SALE_DETAIL_MESSAGES as M,
  saleDetailLabel,
  validateSaleDetails,
} from './sale-details';

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
