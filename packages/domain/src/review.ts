import { addDays, parisDay, parisWallTimeToDate } from './paris-time';

export type ReviewRequestChoice = 'in_one_hour' | 'tomorrow_evening' | 'none';

export const REVIEW_REQUEST_CHOICES: Array<{ value: ReviewRequestChoice; label: string }> = [
  { value: 'in_one_hour', label: 'Dans une heure' },
  { value: 'tomorrow_evening', label: 'Demain soir' },
  { value: 'none', label: 'Non' },
];

export const DEFAULT_REVIEW_REQUEST: ReviewRequestChoice = 'tomorrow_evening';

/** docs/product.md §9.3: the "send the pré-état daté by e-mail" checkbox is checked by default. */
export const DEFAULT_SEND_MAIL_ON_FINISH = true;

export const REVIEW_EVENING_HOUR = 19;

export function isReviewRequestChoice(value: unknown): value is ReviewRequestChoice {
  return REVIEW_REQUEST_CHOICES.some((c) => c.value === value);
}

/**
 * When to send the review request e-mail: in one hour, or the next Paris calendar day at
 * 19:00 Paris time (whatever the server's zone, and right across DST changes); null for none.
 */
export function reviewRequestDate(
  choice: ReviewRequestChoice,
  now: Date = new Date(),
): Date | null {
  if (choice === 'in_one_hour') return new Date(now.getTime() + 60 * 60 * 1000);
  if (choice === 'tomorrow_evening') {
    const [y, m, d] = addDays(parisDay(now), 1).split('-').map(Number) as [number, number, number];
    return parisWallTimeToDate(y, m, d, REVIEW_EVENING_HOUR, 0);
  }
  return null;
}
