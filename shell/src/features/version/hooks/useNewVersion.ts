import { useEffect, useState } from 'react';
import { hasChanged, readVersion } from '../version-sources';

/** Every 5 minutes, plus when the tab comes back into view. */
export const VERSION_POLL_MS = 5 * 60 * 1000;
/**
 * The versions served are first read this long after the page loaded: five version.json
 * requests at load would compete with the page's own (a redeployment within that time is
 * seen by the next deployment check only).
 */
export const FIRST_VERSION_CHECK_MS = 30 * 1000;

/** True once any of the builds (shell or remote) was redeployed since the page loaded. */
export function useNewVersion(
  urls: readonly string[],
  intervalMs: number = VERSION_POLL_MS,
  firstCheckMs: number = FIRST_VERSION_CHECK_MS,
): boolean {
  const [changed, setChanged] = useState(false);
  useEffect(() => {
    let first: Map<string, string | null> | null = null;
    let stopped = false;
    async function check() {
      const entries = await Promise.all(
        urls.map(async (url) => [url, await readVersion(url)] as const),
      );
      if (stopped) return;
      const now = new Map(entries);
      if (!first) first = now;
      else if (hasChanged(first, now)) setChanged(true);
    }
    const firstCheck = setTimeout(check, firstCheckMs);
    const timer = setInterval(check, intervalMs);
    const onVisible = () => document.visibilityState === 'visible' && void check();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stopped = true;
      clearTimeout(firstCheck);
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [urls, intervalMs, firstCheckMs]);
  return changed;
}
