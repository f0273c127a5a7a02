import type { Connection } from 'mongoose';
import { parisWallTime } from '@ped/domain';
import {
  CLAIM_JOURNAL_SIZE,
  counterModel,
  numberOfClaim,
  type Counter,
} from '../../models/counter';
import type { InvoiceKind } from '../../models/invoice';
import { isDuplicateKey } from '../../lib/mongo-errors';

const PREFIX: Record<InvoiceKind, string> = { invoice: 'F', credit_note: 'A' };

/** 'F2026' for an invoice dated in 2026 (Paris time), 'A2026' for a credit note. */
export function seriesFor(kind: InvoiceKind, date: Date): string {
  return `${PREFIX[kind]}${parisWallTime(date).year}`;
}

/** 'F2026-000123'. */
export function formatInvoiceNumber(series: string, seq: number): string {
  return `${series}-${String(seq).padStart(6, '0')}`;
}

/**
 * Hands out the next number of `series` to `claim` (an invoice id), once: the `$inc` and the
 * journal entry are one atomic update of the counter document, and the filter refuses a
 * claim already journalled, so retrying after a crash gives back the same number instead of
 * burning a new one. Safe with any number of concurrent callers and API instances, without
 * transactions.
 */
export async function claimNumber(
  connection: Connection,
  series: string,
  claim: string,
): Promise<number> {
  const Counter = counterModel(connection);
  for (;;) {
    let counter: Counter | null;
    try {
      counter = await Counter.findOneAndUpdate(
        { _id: series, claims: { $ne: claim } },
        { $inc: { seq: 1 }, $push: { claims: { $each: [claim], $slice: -CLAIM_JOURNAL_SIZE } } },
        { upsert: true, new: true },
      ).lean<Counter>();
    } catch (error) {
      // Either the claim is already journalled (the filter missed, the upsert collided with
      // the existing document) or two first claims of a new year raced on the upsert.
      if (!isDuplicateKey(error)) throw error;
      counter = await Counter.findById(series).lean<Counter>();
      if (!counter || numberOfClaim(counter, claim) === null) continue;
    }
    const seq = counter ? numberOfClaim(counter, claim) : null;
    if (seq === null)
      throw new Error(`Numérotation ${series} : la réservation ${claim} est introuvable`);
    return seq;
  }
}
