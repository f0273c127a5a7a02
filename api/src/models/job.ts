import { Schema, Types, type Connection, type InferSchemaType, type Model } from 'mongoose';

export const JOB_STATUSES = ['pending', 'running', 'done', 'failed'] as const;

/**
 * A job of the MongoDB-backed queue (plugins/app/scheduler.ts). Being in the database, a
 * job survives a restart; `lockedBy`/`lockedUntil` make one API instance at a time own it.
 */
const jobSchema = new Schema(
  {
    name: { type: String, required: true },
    runAt: { type: Date, required: true },
    data: { type: Schema.Types.Mixed, default: () => ({}) },
    status: { type: String, enum: JOB_STATUSES, default: 'pending' },
    lockedUntil: { type: Date, default: null },
    lockedBy: { type: String, default: null },
    attempts: { type: Number, default: 0 },
    lastError: { type: String, default: null },
    created: { type: Date, default: () => new Date() },
    finished: { type: Date, default: null },
  },
  { versionKey: false, minimize: false },
);
jobSchema.index({ status: 1, runAt: 1 });

export type Job = InferSchemaType<typeof jobSchema> & { _id: Types.ObjectId };

export const jobModel = (connection: Connection): Model<Job> =>
  (connection.models.Job as Model<Job> | undefined) ??
  connection.model<Job>('Job', jobSchema, 'jobs');
