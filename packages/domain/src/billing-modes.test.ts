import {
  BILLING_MODE_VALUES,
  canUseBillingMode,
  isBillingMode,
  isDeferredBilling,
} from './billing-modes';

describe('billing modes', () => {
  it('lets everyone pay by card', () => {
    expect(canUseBillingMode(null, 'card')).toBe(true);
    expect(canUseBillingMode('free', 'card')).toBe(true);
  });

  it('reserves deferred invoicing to plans with grouped invoicing', () => {
    expect(canUseBillingMode(null, 'invoice')).toBe(false);
    expect(canUseBillingMode('free', 'invoice')).toBe(false);
    expect(canUseBillingMode('experts', 'invoice')).toBe(true);
    expect(canUseBillingMode('premium', 'invoice')).toBe(true);
  });

  it('reserves payment links to plans with that feature', () => {
    expect(canUseBillingMode(null, 'payment_link')).toBe(false);
    expect(canUseBillingMode('free', 'payment_link')).toBe(true);
    expect(canUseBillingMode('experts', 'payment_link')).toBe(false);
  });

  it('recognises the modes and the deferred one', () => {
    expect(BILLING_MODE_VALUES.every(isBillingMode)).toBe(true);
    expect(isBillingMode('cash')).toBe(false);
    expect(isDeferredBilling('invoice')).toBe(true);
    expect(isDeferredBilling('card')).toBe(false);
    expect(isDeferredBilling(null)).toBe(false);
  });
});
