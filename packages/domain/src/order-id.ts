/**
 * Order ids are read over the phone and typed by customers, so the alphabet leaves out
 * 0/O and 1/I, which are confused. 32 symbols: a random byte maps to one without bias, and
 * 32^6 ≈ 1.07 billion ids.
 */
export const ORDER_ID_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

export const ORDER_ID_LENGTH = 6;

const ORDER_ID = new RegExp(`^[${ORDER_ID_ALPHABET}]{${ORDER_ID_LENGTH}}$`);

/** Uniform integer in [0, n) from the platform CSPRNG (browsers and Node 20). */
export function cryptoRandomInt(n: number): number {
  if (!Number.isInteger(n) || n < 1 || n > 2 ** 32) throw new RangeError(`Invalid bound ${n}`);
  const buffer = new Uint32Array(1);
  // rejection sampling keeps the distribution uniform when n does not divide 2^32
  const limit = 2 ** 32 - (2 ** 32 % n);
  for (;;) {
    globalThis.crypto.getRandomValues(buffer);
    const value = buffer[0] as number;
    if (value < limit) return value % n;
  }
}

export function generateOrderId(random: (n: number) => number = cryptoRandomInt): string {
  let id = '';
  for (let i = 0; i < ORDER_ID_LENGTH; i += 1)
    id += ORDER_ID_ALPHABET[random(ORDER_ID_ALPHABET.length)];
  return id;
}

export function isOrderId(value: string): boolean {
  return typeof value === 'string' && ORDER_ID.test(value);
}

/** What a customer types ('  ab2c3d ') turned into an id, or null if it cannot be one. */
export function normalizeOrderId(input: string): string | null {
  const id = input.replace(/\s+/g, '').toUpperCase();
  return isOrderId(id) ? id : null;
}

/**
 * Whether a path segment can name an order: six letters or digits. Looser than isOrderId,
 * because orders created before the alphabet left out 0/O and 1/I keep their ids; anything
 * else (« solution-inconnue-xyz ») is no order and the page does not exist.
 */
export const ORDER_ID_SHAPE = /^[A-Za-z0-9]{6}$/;

export function looksLikeOrderId(value: string): boolean {
  return ORDER_ID_SHAPE.test(value);
}
