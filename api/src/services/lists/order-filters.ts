import { DRAFT_STATES } from '@ped/domain';

/**
 * The domain's order predicates as queries, so a page can be counted and cut by the
 * database. Each has a test (api/test/lists/order-filters.test.ts) that runs it against
 * the domain's predicate on the same orders: the two cannot drift apart unnoticed.
 */

/** Not `isUnfilledDraft`: anything past in-progress, or an address, a lot or an upload. */
export const LISTED_ORDERS = {
  $or: [
    { state: { $ne: 'in-progress' } },
    { 'stored.address': { $regex: '\\S' } },
    { 'stored.lots.0': { $exists: true } },
    { 'uploads.0': { $exists: true } },
  ],
};

/** `isOutstandingOrder`: not paid and out of the draft states. */
export const OUTSTANDING_ORDERS = {
  paid: null,
  state: { $nin: [...DRAFT_STATES] },
};
