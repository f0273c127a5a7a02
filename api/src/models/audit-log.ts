import { Schema, type Connection, type InferSchemaType, type Model } from 'mongoose';

/** Sensitive staff actions (login as an account...): who, what, on whom, when, from where. */
const auditLogSchema = new Schema(
  {
    actor: { type: String, required: true },
    action: { type: String, required: true },
    target: { type: String, required: true },
    at: { type: Date, default: () => new Date(), index: true },
    ip: { type: String, default: null },
  },
  { versionKey: false },
);

export type AuditLog = InferSchemaType<typeof auditLogSchema>;

export const auditLogModel = (connection: Connection): Model<AuditLog> =>
  (connection.models.AuditLog as Model<AuditLog> | undefined) ??
  connection.model<AuditLog>('AuditLog', auditLogSchema, 'audit_logs');
