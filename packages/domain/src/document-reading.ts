/**
 * The automatic reading of an uploaded document (type, date, figures) runs after the file is
 * stored, away from the API's requests (docs/decisions/064-reading-behind-walls.md). What the
 * seller, the notary, staff and an integrator are shown of it while it runs and after.
 */
export const READING_STATES = ['pending', 'done', 'failed'] as const;
export type ReadingState = (typeof READING_STATES)[number];

/** Why a reading gave up: each is a budget or a kind of file (docs/security.md). */
export const READING_FAILURE_CODES = [
  'time',
  'memory',
  'pixels',
  'text',
  'format',
  'unreadable',
  'interrupted',
] as const;
export type ReadingFailureCode = (typeof READING_FAILURE_CODES)[number];

export const READING_PENDING_LABEL = 'Lecture en cours…';
export const READING_FAILED_LABEL = 'Lecture automatique impossible';

/** « lecture automatique impossible : <reason> », in the middle of a sentence. */
export const readingFailedLine = (reason: string | null): string =>
  `${READING_FAILED_LABEL.toLowerCase()}${reason ? ` : ${reason}` : ''}`;

/** What the person does when the reading could not help: the document itself is kept. */
export const READING_FAILED_ADVICE =
  'Le document est bien enregistré : indiquez vous-même son type et sa date.';

/** How often a page waiting for readings asks again, growing to the last value. */
export const READING_POLL_DELAYS_MS: readonly number[] = [700, 1000, 1500, 2000, 3000];

export const readingPollDelay = (attempt: number): number =>
  READING_POLL_DELAYS_MS[Math.min(attempt, READING_POLL_DELAYS_MS.length - 1)]!;

/** Whether a document's reading may still change (a page keeps asking while one is). */
export const isReadingPending = (reading: { status: ReadingState } | null | undefined): boolean =>
  reading?.status === 'pending';
