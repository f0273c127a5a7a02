/**
 * What staff decided about the reader's figures (issue 39, « learn from staff »): each value
 * staff record from a document is a labelled example of what that document prints, set
 * against what the reader proposed from it. Kept as they come, they measure the reader on
 * real documents nobody tuned it on.
 */
export type ReadingOutcome = 'retained' | 'corrected' | 'rejected' | 'missed';

export const READING_OUTCOMES: readonly ReadingOutcome[] = [
  'retained',
  'corrected',
  'rejected',
  'missed',
];

/** A cent apart is the same amount (the reader and the form round differently). */
const same = (a: number, b: number) => Math.abs(a - b) <= 1;

/**
 * `value`: the cents staff recorded from the document, null when they state the document does
 * not give the figure; `proposed`: the cents the reader proposed from that document for that
 * figure. Null when there is nothing to learn (neither a value nor a proposal).
 */
export function readingOutcome(value: number | null, proposed: number[]): ReadingOutcome | null {
  if (value === null) return proposed.length ? 'rejected' : null;
  if (!proposed.length) return 'missed';
  return proposed.some((cents) => same(cents, value)) ? 'retained' : 'corrected';
}

export interface ReadingScore {
  examples: number;
  /** of the figures the reader proposed, the share staff kept; null without a proposal */
  precision: number | null;
  /** of the figures staff read in the documents, the share the reader had found; null without one */
  recall: number | null;
  counts: Record<ReadingOutcome, number>;
}

export function readingScore(outcomes: readonly ReadingOutcome[]): ReadingScore {
  const counts = Object.fromEntries(READING_OUTCOMES.map((o) => [o, 0])) as Record<
    ReadingOutcome,
    number
  >;
  for (const outcome of outcomes) counts[outcome] += 1;
  const proposed = counts.retained + counts.corrected + counts.rejected;
  const printed = counts.retained + counts.corrected + counts.missed;
  return {
    examples: outcomes.length,
    precision: proposed ? counts.retained / proposed : null,
    recall: printed ? counts.retained / printed : null,
    counts,
  };
}
