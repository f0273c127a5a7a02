import { isOutstandingOrder } from './outstanding';

describe('isOutstandingOrder (Facturation « encours »)', () => {
  it('counts orders in production that are not paid', () => {
    expect(isOutstandingOrder({ state: 'confirmed', paid: null })).toBe(true);
    expect(isOutstandingOrder({ state: 'done' })).toBe(true);
  });

  it('leaves out paid orders, drafts and orders waiting for their card payment', () => {
    expect(isOutstandingOrder({ state: 'ready', paid: '2026-03-01T10:00:00.000Z' })).toBe(false);
    expect(isOutstandingOrder({ state: 'in-progress', paid: null })).toBe(false);
    expect(isOutstandingOrder({ state: 'awaiting-payment', paid: null })).toBe(false);
  });
});
