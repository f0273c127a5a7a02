import { Schema, Types, type Connection, type InferSchemaType, type Model } from 'mongoose';
import { READING_FAILURE_CODES } from '@ped/domain';
import { doctypeGuessSchema, figureGuessSchema } from './order';

export const READING_TARGETS = ['order-upload', 'register-upload'] as const;
export const READING_RUN_STATUSES = ['pending', 'running', 'done', 'failed'] as const;

/**
 * The reading of one stored file (services/document-reading/queue.ts), and the queue it
 * waits in: created when the upload is stored, claimed by one API instance at a time
 * (`lockedBy`/`lockedUntil`, as the job queue), fair across `tenant`s (an organisation, a
 * customer's e-mail, staff). Its result is copied onto what the file belongs to (`target`).
 */
const documentReadingSchema = new Schema(
  {
    /** the file's storage key */
    key: { type: String, required: true, unique: true },
    mimetype: { type: String, required: true },
    /** whose turn it is: 'org:<id>', 'account:<e-mail>' or 'staff' */
    tenant: { type: String, required: true },
    target: {
      kind: { type: String, enum: READING_TARGETS, required: true },
      orderid: { type: String, default: null },
      upload: { type: Schema.Types.ObjectId, default: null },
    },
    status: { type: String, enum: READING_RUN_STATUSES, default: 'pending' },
    /** not claimed before (a reading whose upload is still being attached waits a moment) */
    runAfter: { type: Date, default: () => new Date() },
    attempts: { type: Number, default: 0 },
    lockedBy: { type: String, default: null },
    lockedUntil: { type: Date, default: null },
    guess: { type: doctypeGuessSchema, default: null },
    figures: { type: [figureGuessSchema], default: [] },
    failure: {
      type: new Schema(
        {
          code: { type: String, enum: READING_FAILURE_CODES, required: true },
          reason: { type: String, required: true },
        },
        { _id: false, versionKey: false },
      ),
      default: null,
    },
    created: { type: Date, default: () => new Date() },
    started: { type: Date, default: null },
    finished: { type: Date, default: null },
  },
  { versionKey: false, minimize: false },
);
documentReadingSchema.index({ status: 1, tenant: 1, created: 1 });
documentReadingSchema.index({ tenant: 1, started: -1 });
// a reading is a queue entry and a log line: its result lives on what it filled (the order's
// upload, the register upload's figures), so the entry goes a month after it ended
documentReadingSchema.index({ finished: 1 }, { expireAfterSeconds: 30 * 24 * 60 * 60 });
documentReadingSchema.index({ 'target.orderid': 1 });

export type DocumentReadingRecord = InferSchemaType<typeof documentReadingSchema> & {
  _id: Types.ObjectId;
};

export const documentReadingModel = (connection: Connection): Model<DocumentReadingRecord> =>
  (connection.models.DocumentReading as Model<DocumentReadingRecord> | undefined) ??
  connection.model<DocumentReadingRecord>(
    'DocumentReading',
    documentReadingSchema,
    'document_readings',
  );
