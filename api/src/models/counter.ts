import { Schema, type Connection, type Model } from 'mongoose';

/**
 * A numbering series (one per kind and year: 'F2026', 'A2026'). `seq` is the last number
 * handed out; `claims` journals, in the same atomic update as the `$inc`, which invoice got
 * each of the last numbers (the last claim holds `seq`, the one before `seq - 1`...), so a
 * number handed to a process that died before writing it on its invoice is never lost:
 * whoever comes next finds it in the journal and writes it (plugins/app/invoices.ts).
 */
const counterSchema = new Schema(
  {
    _id: { type: String, required: true },
    seq: { type: Number, required: true, default: 0 },
    claims: { type: [String], default: [] },
  },
  { versionKey: false },
);

export interface Counter {
  _id: string;
  seq: number;
  claims: string[];
}

/** How many recent claims the journal keeps: far more than concurrent payments ever in flight. */
export const CLAIM_JOURNAL_SIZE = 500;

export const counterModel = (connection: Connection): Model<Counter> =>
  (connection.models.Counter as Model<Counter> | undefined) ??
  connection.model<Counter>('Counter', counterSchema);

/** The number journalled for `claim` in a counter document, or null when it is not in the journal. */
export function numberOfClaim(
  counter: Pick<Counter, 'seq' | 'claims'>,
  claim: string,
): number | null {
  const index = counter.claims.lastIndexOf(claim);
  if (index < 0) return null;
  return counter.seq - (counter.claims.length - 1 - index);
}
