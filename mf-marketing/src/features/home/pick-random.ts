/** A source of numbers in [0, 1), like Math.random; injected so that tests choose. */
export type RandomSource = () => number;

/**
 * `count` distinct items drawn at random (a partial Fisher–Yates shuffle): every subset
 * is equally likely and no item appears twice.
 */
export function pickRandom<T>(
  items: readonly T[],
  count: number,
  random: RandomSource = Math.random,
): T[] {
  const pool = [...items];
  const picked: T[] = [];
  while (picked.length < count && pool.length > 0) {
    const index = Math.min(Math.floor(random() * pool.length), pool.length - 1);
    picked.push(...pool.splice(index, 1));
  }
  return picked;
}
