/**
 * Whether an error means "the database cannot be reached right now" (server selection
 * timed out, connection closed, not connected) rather than a bug: those answer 503 with
 * Retry-After, and the driver reconnects by itself once MongoDB is back.
 */
const OUTAGE_NAMES = new Set([
  'MongoServerSelectionError',
  'MongooseServerSelectionError',
  'MongoNetworkError',
  'MongoNetworkTimeoutError',
  'MongoNotConnectedError',
  'MongoTopologyClosedError',
  'PoolClosedError',
  'PoolClearedError',
  'PoolClearedOnNetworkError',
]);

export function isDatabaseOutage(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const { name, message, cause } = current as {
      name?: string;
      message?: string;
      cause?: unknown;
    };
    if (name && OUTAGE_NAMES.has(name)) return true;
    // mongoose with buffering off, before (re)connection
    if (
      name === 'MongooseError' &&
      /before initial connection|buffering timed out/i.test(message ?? '')
    )
      return true;
    current = cause;
  }
  return false;
}

/** Seconds a client should wait before retrying when the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
export const DATABASE_OUTAGE_MESSAGE =
  'Service momentanément indisponible, réessayez dans quelques instants';
