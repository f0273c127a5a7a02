import type { Connection } from 'mongoose';
import { readingOutcome, type FinancialField } from '@ped/domain';
import { readingDecisionModel } from '../../models/reading-decision';
import type { FigureView } from '../pre-etat-date/figures';

/** A value staff recorded from a document, as the figures route saves it. */
export interface DocumentEntry {
  field: FinancialField;
  lot: string | null;
  value: number | null;
  document_id: string | null;
  page: number | null;
}

const cents = (euros: number) => Math.round(euros * 100);

/**
 * Keeps what staff decided about the reader's figures (docs/decisions/082): each value read
 * from a document against the proposals the reader made from that same document, as staff
 * saw them. Values typed without a document teach nothing and are left out.
 */
export async function recordReadingDecisions(
  connection: Connection,
  { orderid, by, at }: { orderid: string; by: string; at: Date },
  entries: DocumentEntry[],
  seen: FigureView[],
) {
  const operations = entries.flatMap((entry) => {
    if (!entry.document_id) return [];
    const proposed = (
      seen.find((f) => f.field === entry.field && (f.lot ?? null) === entry.lot)?.proposals ?? []
    )
      .filter((p) => p.document_id === entry.document_id)
      .map((p) => cents(p.value));
    const value = entry.value === null ? null : cents(entry.value);
    const outcome = readingOutcome(value, proposed);
    if (!outcome) return [];
    const key = { orderid, document_id: entry.document_id, field: entry.field, lot: entry.lot };
    return [
      {
        updateOne: {
          filter: key,
          update: { $set: { ...key, value, proposed, page: entry.page, outcome, by, at } },
          upsert: true,
        },
      },
    ];
  });
  if (operations.length) await readingDecisionModel(connection).bulkWrite(operations);
}
