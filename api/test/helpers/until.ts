/**
 * Asks `read` every 50 ms until it answers `expected`, and returns it: for what another
 * process does in its own time (an instance's job queue). Over `ms`, fails with the last
 * answer: the wait is bounded by what the behaviour promises, not by the test's timeout.
 */
export async function until<T>(read: () => Promise<T>, expected: T, ms = 10_000): Promise<T> {
  const deadline = Date.now() + ms;
  let last = await read();
  while (last !== expected) {
    if (Date.now() > deadline)
      throw new Error(`Attendu ${String(expected)} en ${ms} ms, obtenu ${String(last)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    last = await read();
  }
  return last;
}
