import type { LaneOptions } from '../../plugins/app/scheduler';

/** Webhook deliveries run in a lane of their own (ADR 066), apart from billing and mail. */
export const WEBHOOK_LANE = 'webhooks';

/**
 * A try waits on someone else's server for seconds (send.ts), so the lane runs several at
 * once; one endpoint gets one try at a time, one organisation three, so that an
 * organisation's slow or hanging endpoints hold its own deliveries and never the others'.
 * A try lasts 10 s at most: a lock of a minute outlives it, and an instance that died
 * mid-try hands its delivery over a minute later.
 */
export const WEBHOOK_LANE_OPTIONS: LaneOptions = {
  concurrency: 8,
  lockMs: 60_000,
  pollMs: 1_000,
  caps: [
    { field: 'endpoint', max: 1 },
    { field: 'organisation', max: 3 },
  ],
};
