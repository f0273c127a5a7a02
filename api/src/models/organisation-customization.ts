import { Schema, Types, type Connection, type Model } from 'mongoose';

/** What a Premium or Syndic organisation puts on its documents (plan feature use_customizations). */
export interface OrganisationCustomization {
  _id: Types.ObjectId;
  organisation: Types.ObjectId;
  /** https URL the owner gave for the logo printed on documents */
  logo_url: string;
  /** storage key of the logo downloaded from logo_url when the settings were saved; '' for none */
  logo_key: string;
  /** a short text printed at the foot of documents */
  document_footer: string;
  updated: Date;
}

const customizationSchema = new Schema<OrganisationCustomization>(
  {
    organisation: {
      type: Schema.Types.ObjectId,
      ref: 'Organisation',
      required: true,
      unique: true,
    },
    logo_url: { type: String, default: '' },
    logo_key: { type: String, default: '' },
    document_footer: { type: String, default: '' },
    updated: { type: Date, default: () => new Date() },
  },
  { versionKey: false },
);

export const organisationCustomizationModel = (
  connection: Connection,
): Model<OrganisationCustomization> =>
  (connection.models.OrganisationCustomization as Model<OrganisationCustomization> | undefined) ??
  connection.model<OrganisationCustomization>('OrganisationCustomization', customizationSchema);
