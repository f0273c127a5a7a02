import { Schema, Types, type Connection, type InferSchemaType, type Model } from 'mongoose';

/** How long a key is remembered: a retry after a day is a new request. */
const IDEMPOTENCY_KEY_TTL_SECONDS = 24 * 60 * 60;

/**
 * An `Idempotency-Key` of a POST to /api/v1 (docs/decisions/047-professionals-api-v1.md).
 * The unique index on {organisation, key, test} is the lock: the first request inserts the
 * record as pending and runs; every other request with that key finds it and either
 * replays the stored response or waits for it. Works across API instances, as the
 * database arbitrates. Test and live keys of an organisation never share a record
 * (ADR 065): a live request is never answered with a test order.
 */
const idempotencyKeySchema = new Schema(
  {
    organisation: { type: Schema.Types.ObjectId, ref: 'Organisation', required: true },
    key: { type: String, required: true },
    /** claimed with a test key; absent for live ones, so records from before index alike */
    test: { type: Boolean },
    /** SHA-256 of method, path and body: the same key with another request is refused */
    fingerprint: { type: String, required: true },
    status: { type: String, enum: ['pending', 'done'], default: 'pending' },
    /** when the running request claimed the key: a pending claim left by a crash expires */
    claimed: { type: Date, default: () => new Date() },
    /** the answer to replay: HTTP status and the JSON body exactly as sent */
    response: {
      type: new Schema({ status: Number, body: String }, { _id: false }),
      default: null,
    },
    created: { type: Date, default: () => new Date(), expires: IDEMPOTENCY_KEY_TTL_SECONDS },
  },
  { versionKey: false },
);
idempotencyKeySchema.index({ organisation: 1, key: 1, test: 1 }, { unique: true });

export type IdempotencyKey = InferSchemaType<typeof idempotencyKeySchema> & {
  _id: Types.ObjectId;
};

export const idempotencyKeyModel = (connection: Connection): Model<IdempotencyKey> =>
  (connection.models.IdempotencyKey as Model<IdempotencyKey> | undefined) ??
  connection.model<IdempotencyKey>('IdempotencyKey', idempotencyKeySchema);
