import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { Connection } from 'mongoose';
import { isDuplicateKey } from './mongo-errors';

interface Counter {
  _id: string;
  count: number;
  expires: Date;
}

export interface RateLimitCount {
  current: number;
  /** ms until the window ends */
  ttl: number;
}

const MAX_ATTEMPTS = 3;

/**
 * One request counted in a fixed window, in MongoDB: every API instance sees the same
 * counters, so a sign-in limit holds behind a load balancer (docs/architecture.md §4). Each step is one
 * atomic operation; two instances opening the same window meet on the unique _id and the
 * loser counts again in the window the winner opened.
 */
export async function countRequest(
  connection: Connection,
  key: string,
  windowMs: number,
): Promise<RateLimitCount> {
  const counters = connection.collection<Counter>('rate_limits');
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const now = new Date();
    const alive = await counters.findOneAndUpdate(
      { _id: key, expires: { $gt: now } },
      { $inc: { count: 1 } },
      { returnDocument: 'after' },
    );
    if (alive) return { current: alive.count, ttl: alive.expires.getTime() - now.getTime() };
    const expires = new Date(now.getTime() + windowMs);
    const renewed = await counters.findOneAndUpdate(
      { _id: key, expires: { $lte: now } },
      { $set: { count: 1, expires } },
      { returnDocument: 'after' },
    );
    if (renewed) return { current: 1, ttl: windowMs };
    try {
      await counters.insertOne({ _id: key, count: 1, expires });
      return { current: 1, ttl: windowMs };
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
  }
  throw new Error('Compteur de limitation indisponible');
}

type Callback = (error: Error | null, result?: RateLimitCount) => void;

const DEFAULT_WINDOW_MS = 60_000;

/**
 * A @fastify/rate-limit store (its callback interface) on the counters above. The plugin
 * passes each limiter's window as a third argument; the options are the fallback. Each
 * route's limiter counts under its own prefix (method and URL, as the plugin's Redis store
 * does): an address's budget on one route is not spent by its calls to another (issue 37:
 * the order routes and the notary space's five routes shared one count). Limiters made by
 * `app.createRateLimit` have no route; their keys carry their own names (lib/throttle.ts).
 */
export function mongoRateLimitStore(connection: Connection) {
  return class MongoRateLimitStore implements FastifyRateLimitStore {
    private readonly windowMs: number;

    constructor(
      options: { timeWindow?: unknown } = {},
      private readonly prefix = '',
    ) {
      this.windowMs =
        typeof options.timeWindow === 'number' ? options.timeWindow : DEFAULT_WINDOW_MS;
    }

    incr(key: string, callback: Callback, timeWindow?: number) {
      countRequest(connection, this.prefix + key, timeWindow ?? this.windowMs).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]) {
      const { method, url } =
        (routeOptions as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo ?? {};
      const prefix = method && url ? `${String(method)} ${String(url)}|` : '';
      return new MongoRateLimitStore(routeOptions as { timeWindow?: unknown }, prefix);
    }
  };
}
