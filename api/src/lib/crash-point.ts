/**
 * A point where the kill tests stop the process as `kill -9` would (ADR 072): when the
 * environment's CRASH_POINT names it, the process dies there, between two writes, with no
 * chance to clean up. It proves that what was written so far is enough for another
 * instance to finish the work. Read from the environment, not the config: it is a test
 * seam, refused outright in production.
 */
export function crashPoint(name: string): void {
  if (process.env.NODE_ENV === 'production' || process.env.CRASH_POINT !== name) return;
  process.kill(process.pid, 'SIGKILL');
}
