import { readingOutcome, readingScore } from './reading-decisions';

describe('what staff decided about the reader’s figures', () => {
  it('names each decision from the value staff read and what the reader proposed', () => {
    expect(readingOutcome(61200, [61200])).toBe('retained');
    // a cent apart is the same amount
    expect(readingOutcome(61200, [61201])).toBe('retained');
    expect(readingOutcome(61200, [6120])).toBe('corrected');
    expect(readingOutcome(61200, [])).toBe('missed');
    expect(readingOutcome(null, [61200])).toBe('rejected');
    expect(readingOutcome(null, [])).toBeNull();
  });

  it('scores the reader: precision on what it proposed, recall on what the documents print', () => {
    const score = readingScore([
      'retained',
      'retained',
      'retained',
      'corrected',
      'missed',
      'rejected',
    ]);
    expect(score.counts).toEqual({ retained: 3, corrected: 1, rejected: 1, missed: 1 });
    expect(score.precision).toBeCloseTo(3 / 5);
    expect(score.recall).toBeCloseTo(3 / 5);
    expect(readingScore([])).toMatchObject({ examples: 0, precision: null, recall: null });
    expect(readingScore(['missed'])).toMatchObject({ precision: null, recall: 0 });
  });
});
