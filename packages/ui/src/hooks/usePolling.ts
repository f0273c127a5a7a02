import { useEffect, useEffectEvent } from 'react';
import { readingPollDelay } from '@ped/domain';

export interface PollingOptions<T> {
  /** false: nothing to wait for (no pending reading), no call is made */
  active: boolean;
  load(): Promise<T>;
  /** called with every answer; a failed call is retried at the next delay */
  onResult(value: T): void;
  /** the wait before the n-th call (0-based); readingPollDelay by default */
  delay?(attempt: number): number;
  /** a new value starts again from the first, shortest delay (a new document to wait for) */
  restartOn?: unknown;
}

/**
 * Asks again while something on the page is still on its way (a document being read): a
 * call after each delay, growing, while `active`; stopped when it turns false or the page
 * leaves. One call at a time, never after unmount.
 */
export function usePolling<T>({
  active,
  load,
  onResult,
  delay = readingPollDelay,
  restartOn,
}: PollingOptions<T>) {
  // the latest callbacks, without restarting the calls when the page re-renders
  const ask = useEffectEvent(() => load());
  const tell = useEffectEvent((value: T) => onResult(value));
  const wait = useEffectEvent((attempt: number) => delay(attempt));
  useEffect(() => {
    if (!active) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout>;
    const next = (attempt: number) => {
      timer = setTimeout(async () => {
        try {
          const value = await ask();
          if (!stopped) tell(value);
        } catch {
          // the page keeps what it shows; the next call may succeed
        }
        if (!stopped) next(attempt + 1);
      }, wait(attempt));
    };
    next(0);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [active, restartOn]);
}
