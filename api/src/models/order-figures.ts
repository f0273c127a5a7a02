import { Schema, type Connection, type InferSchemaType, type Model } from 'mongoose';
import { FINANCIAL_FIELD_KEYS } from '@ped/domain';

/**
 * A figure read by staff from a document of the order, or corrected by hand, before the
 * pré-état daté is finished (docs/domain.md §6: every figure keeps its origin). The
 * seller's own answer stays in the order form; entries are only added, never rewritten,
 * so the whole provenance of a figure can be shown.
 */
const figureEntrySchema = new Schema(
  {
    field: { type: String, enum: FINANCIAL_FIELD_KEYS, required: true },
    /** the lot the amount belongs to (décret 2020-824); null for a copropriété figure */
    lot: { type: String, default: null },
    /** euros, like the order form; null = staff state the value is not known */
    value: { type: Number, default: null },
    source: { type: String, enum: ['document', 'staff'], required: true },
    /** the register document or order upload the value was read from (source 'document') */
    document_id: { type: String, default: null },
    /** the page of that document the value was read on (1-based), when staff said */
    page: { type: Number, default: null },
    /** staff's reason for this value where sources disagreed: it settles the disagreement */
    reason: { type: String, default: null },
    /** e-mail of the staff member who entered it */
    by: { type: String, required: true },
    at: { type: Date, required: true },
  },
  { _id: false, versionKey: false },
);

/**
 * Why staff deliver despite a check's problems (document-checks.ts: only the checks that
 * allow it). It covers the problems it was given for and no other; it is printed in the
 * certification block. Reasons are only added: the latest of a check is the one read.
 */
const checkReasonSchema = new Schema(
  {
    key: { type: String, required: true },
    reason: { type: String, required: true },
    problems: { type: [String], default: [] },
    by: { type: String, required: true },
    at: { type: Date, required: true },
  },
  { _id: false, versionKey: false },
);

const orderFiguresSchema = new Schema(
  {
    orderid: { type: String, required: true, unique: true },
    entries: { type: [figureEntrySchema], default: [] },
    check_reasons: { type: [checkReasonSchema], default: [] },
  },
  { versionKey: false },
);

export type OrderFigures = InferSchemaType<typeof orderFiguresSchema>;
export type FigureEntry = InferSchemaType<typeof figureEntrySchema>;

export const orderFiguresModel = (connection: Connection): Model<OrderFigures> =>
  (connection.models.OrderFigures as Model<OrderFigures> | undefined) ??
  connection.model<OrderFigures>('OrderFigures', orderFiguresSchema);
