import { Schema, type Connection, type InferSchemaType, type Model } from 'mongoose';

/**
 * A delivered pré-état daté, kept as delivered: its number and version, the day of
 * « Terminer », the SHA-256 of the PDF and the figures it printed (the payload of
 * GET /order/{id}/figures), so a notary can be shown any version and what changed between
 * two. Versions are only inserted, never updated: the storage key names the version.
 */
const documentVersionSchema = new Schema(
  {
    orderid: { type: String, required: true },
    version: { type: Number, required: true },
    /** « PED-AB12CD » : the document number, the same for every version of the order */
    number: { type: String, required: true },
    /** printed on the document; GET /verification/{code} confirms it */
    code: { type: String, required: true, unique: true },
    mode: { type: String, enum: ['verified', 'seller-declaration'], required: true },
    delivered: { type: Date, required: true },
    /** e-mail of the staff member who delivered it; null for a document produced at payment */
    by: { type: String, default: null },
    key: { type: String, required: true },
    size: { type: Number, required: true },
    sha256: { type: String, required: true },
    /** every figure printed, per lot, with its source (FigureView of services/pre-etat-date/figures.ts) */
    figures: { type: [Schema.Types.Mixed], default: [] },
    /**
     * the calls of the twelve months after delivery, per lot (ScheduledCall of @ped/domain):
     * the notary's space and GET /api/v1/orders/{id}/figures split them at any signing day
     * without a new version. Empty for versions delivered before it was kept.
     */
    schedule: { type: [Schema.Types.Mixed], default: [] },
  },
  { versionKey: false },
);
documentVersionSchema.index({ orderid: 1, version: 1 }, { unique: true });

export type DocumentVersion = InferSchemaType<typeof documentVersionSchema>;

export const documentVersionModel = (connection: Connection): Model<DocumentVersion> =>
  (connection.models.DocumentVersion as Model<DocumentVersion> | undefined) ??
  connection.model<DocumentVersion>('DocumentVersion', documentVersionSchema);
