import { Schema, type Connection, type InferSchemaType, type Model } from 'mongoose';
import { BUILDING_RECORD_ITEM_KEYS } from '@ped/domain';

/**
 * What staff state about the life of the copropriété and its technical file for an order
 * (docs/domain.md §3, §6), with where each statement comes from. Like the figures, entries are only
 * added: the latest entry of an item is what the document prints, the others its history.
 */
const buildingRecordEntrySchema = new Schema(
  {
    item: { type: String, enum: BUILDING_RECORD_ITEM_KEYS, required: true },
    /** StatusValue or WorksValue of @ped/domain, validated by the route; null = Non communiqué */
    value: { type: Schema.Types.Mixed, default: null },
    /** the register document or order upload it was read from; null = the staff member's own */
    document_id: { type: String, default: null },
    /** e-mail of the staff member who entered it */
    by: { type: String, required: true },
    at: { type: Date, required: true },
  },
  { _id: false, versionKey: false, minimize: false },
);

const orderBuildingRecordSchema = new Schema(
  {
    orderid: { type: String, required: true, unique: true },
    entries: { type: [buildingRecordEntrySchema], default: [] },
  },
  { versionKey: false },
);

export type OrderBuildingRecord = InferSchemaType<typeof orderBuildingRecordSchema>;
export type BuildingRecordEntry = InferSchemaType<typeof buildingRecordEntrySchema>;

export const orderBuildingRecordModel = (connection: Connection): Model<OrderBuildingRecord> =>
  (connection.models.OrderBuildingRecord as Model<OrderBuildingRecord> | undefined) ??
  connection.model<OrderBuildingRecord>('OrderBuildingRecord', orderBuildingRecordSchema);
