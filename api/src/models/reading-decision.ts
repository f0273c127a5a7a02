import { Schema, type Connection, type InferSchemaType, type Model } from 'mongoose';
import { FINANCIAL_FIELD_KEYS, READING_OUTCOMES } from '@ped/domain';

/**
 * A figure staff recorded from a document, set against what the reader proposed from that
 * document (docs/decisions/082): a labelled example of a real document, the latest decision
 * per order, document, figure and lot.
 */
const readingDecisionSchema = new Schema(
  {
    orderid: { type: String, required: true },
    /** the order upload or register document the figure was read from */
    document_id: { type: String, required: true },
    field: { type: String, enum: FINANCIAL_FIELD_KEYS, required: true },
    lot: { type: String, default: null },
    /** cents staff recorded; null when they state the document does not give the figure */
    value: { type: Number, default: null },
    /** cents the reader proposed from that document for that figure */
    proposed: { type: [Number], default: [] },
    /** the page staff read it on, when they said */
    page: { type: Number, default: null },
    outcome: { type: String, enum: READING_OUTCOMES, required: true },
    by: { type: String, required: true },
    at: { type: Date, required: true },
  },
  { versionKey: false },
);
readingDecisionSchema.index({ orderid: 1, document_id: 1, field: 1, lot: 1 }, { unique: true });
readingDecisionSchema.index({ at: -1 });

export type ReadingDecision = InferSchemaType<typeof readingDecisionSchema>;

export const readingDecisionModel = (connection: Connection): Model<ReadingDecision> =>
  (connection.models.ReadingDecision as Model<ReadingDecision> | undefined) ??
  connection.model<ReadingDecision>('ReadingDecision', readingDecisionSchema);
