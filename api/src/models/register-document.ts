import { Schema, Types, type Connection, type InferSchemaType, type Model } from 'mongoose';
import { DOC_TYPE_VALUES } from '@ped/domain';

/** A document of a copropriété's register (SPEC §3 "Register document"). */
const registerDocumentSchema = new Schema(
  {
    registration_id: { type: String, required: true, index: true },
    doctype: { type: Number, enum: DOC_TYPE_VALUES, required: true },
    delivered: { type: Date, required: true },
    comment: { type: String, default: '' },
    url: { type: String, required: true },
    mimetype: { type: String, required: true },
    /** storage key when the file was uploaded to us (url = /files/<key>) */
    key: { type: String, default: null, index: true },
    created: { type: Date, default: () => new Date() },
    updated: { type: Date, default: () => new Date() },
  },
  { versionKey: false },
);

export type RegisterDocument = InferSchemaType<typeof registerDocumentSchema> & {
  _id: Types.ObjectId;
};

export const registerDocumentModel = (connection: Connection): Model<RegisterDocument> =>
  (connection.models.RegisterDocument as Model<RegisterDocument> | undefined) ??
  connection.model<RegisterDocument>('RegisterDocument', registerDocumentSchema);
