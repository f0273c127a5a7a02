import { Schema, Types, type Connection, type InferSchemaType, type Model } from 'mongoose';
import { DOC_TYPE_VALUES } from '@ped/domain';
import { figureGuessSchema } from './order';

/** A document of a copropriété's register (docs/product.md §3.4). */
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

// a copropriété's documents, newest first, the id breaking ties (ADR 050)
registerDocumentSchema.index({ registration_id: 1, delivered: -1, _id: -1 });

export type RegisterDocument = InferSchemaType<typeof registerDocumentSchema> & {
  _id: Types.ObjectId;
};

export const registerDocumentModel = (connection: Connection): Model<RegisterDocument> =>
  (connection.models.RegisterDocument as Model<RegisterDocument> | undefined) ??
  connection.model<RegisterDocument>('RegisterDocument', registerDocumentSchema);

/**
 * The figures read from a file uploaded for a register (POST /resources/registers/upload),
 * under its storage key. The register document is created by a later request with the
 * file's url, hence the key: it is the one both share (RegisterDocument.key).
 */
const registerUploadReadingSchema = new Schema(
  {
    key: { type: String, required: true, unique: true },
    figures_guess: { type: [figureGuessSchema], default: [] },
    created: { type: Date, default: () => new Date() },
  },
  { versionKey: false },
);

export type RegisterUploadReading = InferSchemaType<typeof registerUploadReadingSchema>;

export const registerUploadReadingModel = (connection: Connection): Model<RegisterUploadReading> =>
  (connection.models.RegisterUploadReading as Model<RegisterUploadReading> | undefined) ??
  connection.model<RegisterUploadReading>('RegisterUploadReading', registerUploadReadingSchema);
