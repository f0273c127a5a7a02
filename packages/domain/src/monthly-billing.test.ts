import {
  billingMonthLabel,
  billingMonthOf,
  billingMonthRange,
  MONTHLY_BILLING_REFUSAL,
  canBillMonthly,
  isBillingMonth,
  monthlyBillingRunAt,
  nextBillingMonth,
} from './monthly-billing';

describe('monthly billing calendar (Europe/Paris)', () => {
  it('puts an instant in the Paris month, not the UTC one', () => {
    expect(billingMonthOf(new Date('2026-03-31T22:30:00Z'))).toBe('2026-04');
    expect(billingMonthOf(new Date('2026-03-31T21:59:59Z'))).toBe('2026-03');
    expect(billingMonthOf(new Date('2025-12-31T23:00:00Z'))).toBe('2026-01');
  });

  it('covers a month from its first Paris midnight to the next, across DST changes', () => {
    expect(billingMonthRange('2026-03')).toEqual({
      start: new Date('2026-02-28T23:00:00Z'),
      end: new Date('2026-03-31T22:00:00Z'),
    });
    expect(billingMonthRange('2026-12')).toEqual({
      start: new Date('2026-11-30T23:00:00Z'),
      end: new Date('2026-12-31T23:00:00Z'),
    });
  });

  it('bills a month on the first day of the next one at 06:00 in Paris', () => {
    expect(monthlyBillingRunAt('2026-03')).toEqual(new Date('2026-04-01T04:00:00Z'));
    expect(monthlyBillingRunAt('2026-12')).toEqual(new Date('2027-01-01T05:00:00Z'));
    expect(nextBillingMonth('2026-12')).toBe('2027-01');
    expect(nextBillingMonth('2026-09')).toBe('2026-10');
  });

  it('names the month in French and recognises month keys', () => {
    expect(billingMonthLabel('2026-03')).toBe('mars 2026');
    expect(isBillingMonth('2026-03')).toBe(true);
    expect(isBillingMonth('2026-13')).toBe(false);
    expect(isBillingMonth('2026-3')).toBe(false);
  });

  it('allows monthly billing only on plans with grouped invoicing', () => {
    expect(canBillMonthly('experts')).toBe(true);
    expect(canBillMonthly('free')).toBe(false);
    expect(canBillMonthly(null)).toBe(false);
    expect(MONTHLY_BILLING_REFUSAL).toBe(
      'Facturation différée et relevé mensuel : fonctionnalité réservée aux formules Experts, Premium ou Syndic.',
    );
  });
});
