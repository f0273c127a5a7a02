import { WEBHOOK_RETRY_HOURS } from '@ped/domain';

export const RETRY_WINDOW_MS = WEBHOOK_RETRY_HOURS * 60 * 60 * 1000;
const FIRST_DELAY_MS = 60 * 1000;

/**
 * When to try a failed delivery again: 1 min after the first try, then twice as long each
 * time (2, 4, 8 min… 17 h), and a last try when the 24 h since the first one are over;
 * null once they are. Twelve tries in all.
 */
export function nextAttemptAt(firstAt: Date, attempt: number, now: Date): Date | null {
  const deadline = firstAt.getTime() + RETRY_WINDOW_MS;
  if (now.getTime() >= deadline) return null;
  const delay = FIRST_DELAY_MS * 2 ** (attempt - 1);
  return new Date(Math.min(now.getTime() + delay, deadline));
}
