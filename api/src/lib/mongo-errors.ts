/** MongoDB's answer to a write that would break a unique index. */
const DUPLICATE_KEY = 11000;

/**
 * Whether a write failed on a unique index; with `field`, only when that index covers it
 * (an order's number can be drawn again, an integrator's file number cannot).
 */
export function isDuplicateKey(error: unknown, field?: string): boolean {
  const { code, keyPattern } = error as { code?: number; keyPattern?: Record<string, unknown> };
  if (code !== DUPLICATE_KEY) return false;
  return field === undefined || Boolean(keyPattern && field in keyPattern);
}
