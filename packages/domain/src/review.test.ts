import {
  DEFAULT_REVIEW_REQUEST,
  REVIEW_REQUEST_CHOICES,
  isReviewRequestChoice,
  reviewRequestDate,
} from './review';

describe('review request choices', () => {
  it('has the labels of docs/product.md §9.3 with tomorrow evening by default', () => {
    expect(REVIEW_REQUEST_CHOICES).toEqual([
      { value: 'in_one_hour', label: 'Dans une heure' },
      { value: 'tomorrow_evening', label: 'Demain soir' },
      { value: 'none', label: 'Non' },
    ]);
    expect(DEFAULT_REVIEW_REQUEST).toBe('tomorrow_evening');
    expect(isReviewRequestChoice('none')).toBe(true);
    expect(isReviewRequestChoice('later')).toBe(false);
  });
});

describe('reviewRequestDate', () => {
  it('adds one hour', () => {
    expect(reviewRequestDate('in_one_hour', new Date('2026-03-12T13:05:00Z'))?.toISOString()).toBe(
      '2026-03-12T14:05:00.000Z',
    );
  });

  it('returns null for none', () => {
    expect(reviewRequestDate('none', new Date())).toBeNull();
  });

  it.each([
    // winter: 19:00 Paris = 18:00 UTC
    ['2026-01-15T10:00:00Z', '2026-01-16T18:00:00.000Z'],
    // summer: 19:00 Paris = 17:00 UTC
    ['2026-07-15T10:00:00Z', '2026-07-16T17:00:00.000Z'],
    // the day before the spring change: tomorrow is already summer time
    ['2026-03-28T12:00:00Z', '2026-03-29T17:00:00.000Z'],
    // the day before the autumn change: tomorrow is winter time
    ['2026-10-24T12:00:00Z', '2026-10-25T18:00:00.000Z'],
    // 00:30 in Paris on the 29th while still the 28th in UTC: tomorrow is the 30th
    ['2026-03-28T23:30:00Z', '2026-03-30T17:00:00.000Z'],
    // 23:30 in Paris: tomorrow is the next day, not in 30 minutes' day
    ['2026-01-15T22:30:00Z', '2026-01-16T18:00:00.000Z'],
    // end of year
    ['2026-12-31T20:00:00Z', '2027-01-01T18:00:00.000Z'],
  ])('from %s: %s', (now, expected) => {
    expect(reviewRequestDate('tomorrow_evening', new Date(now))?.toISOString()).toBe(expected);
  });
});
