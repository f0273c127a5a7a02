import type { guessFigures } from '../../src/services/document-reading/figures/guess';
import type { DocumentText } from '../../src/services/document-reading/types';

/** The day the figure tests read their documents on: the corpus's. */
export const TODAY = new Date('2025-06-30T12:00:00Z');

/** One page of a text PDF, a line per argument. */
export const page = (...text: string[]): DocumentText => ({
  pages: [text.join('\n')],
  source: 'pdf',
});

/** Proofs as read aloud: formatCents groups thousands with narrow no-break spaces. */
export const spoken = (proofs: string[] | undefined) =>
  proofs?.map((proof) => proof.replace(/\s/g, ' '));

type Guesses = ReturnType<typeof guessFigures>;

/** Each field's guess. */
export const byField = (guesses: Guesses) => Object.fromEntries(guesses.map((g) => [g.field, g]));

/** Each field's amount or day. */
export const valuesByField = (guesses: Guesses) =>
  Object.fromEntries(guesses.map((g) => [g.field, g.amount ?? g.date]));
