import { Schema, Types, type Connection, type Model } from 'mongoose';

export const INVOICE_KINDS = ['invoice', 'credit_note'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

export interface PartyIdentity {
  name: string;
  address: string;
  additional: string;
  zipcode: string;
  city: string;
  country: string;
}

export interface SellerIdentity extends PartyIdentity {
  legal_form: string;
  siren: string;
  rcs: string;
  vat_number: string;
}

export interface BuyerIdentity extends PartyIdentity {
  email: string;
}

export interface InvoiceLine {
  label: string;
  quantity: number;
  unit_ht_cents: number;
  ht_cents: number;
  tva_rate: number;
  tva_cents: number;
  ttc_cents: number;
}

export interface Invoice {
  _id: Types.ObjectId;
  kind: InvoiceKind;
  /** 'pending' between creation and numbering; immutable once 'issued' */
  status: 'pending' | 'issued';
  /** what was paid, once: 'order:ABC123', 'subscription:in_...', 'credit:<invoice id>' (idempotency) */
  source: string;
  series: string;
  /** absent until issued */
  seq?: number;
  number?: string;
  organisation: Types.ObjectId | null;
  account: string;
  orderids: string[];
  seller: SellerIdentity;
  buyer: BuyerIdentity;
  lines: InvoiceLine[];
  ht_cents: number;
  tva_cents: number;
  ttc_cents: number;
  payment: { method: 'card'; reference: string; paid_at: Date } | null;
  /** credit notes: the invoice they cancel and why */
  credited_invoice: Types.ObjectId | null;
  credited_number: string | null;
  reason: string | null;
  created: Date;
  issued: Date | null;
}

const party = {
  name: { type: String, default: '' },
  address: { type: String, default: '' },
  additional: { type: String, default: '' },
  zipcode: { type: String, default: '' },
  city: { type: String, default: '' },
  country: { type: String, default: 'France' },
};

const lineSchema = new Schema(
  {
    label: { type: String, required: true },
    quantity: { type: Number, required: true },
    unit_ht_cents: { type: Number, required: true },
    ht_cents: { type: Number, required: true },
    tva_rate: { type: Number, required: true },
    tva_cents: { type: Number, required: true },
    ttc_cents: { type: Number, required: true },
  },
  { _id: false },
);

const invoiceSchema = new Schema<Invoice>(
  {
    kind: { type: String, enum: INVOICE_KINDS, required: true },
    status: { type: String, enum: ['pending', 'issued'], default: 'pending' },
    source: { type: String, required: true, unique: true },
    series: { type: String, required: true },
    seq: { type: Number },
    // unique: one number is never on two invoices (numbering in invoicing/numbering.ts)
    number: { type: String, unique: true, sparse: true },
    organisation: { type: Schema.Types.ObjectId, ref: 'Organisation', default: null, index: true },
    account: { type: String, required: true, lowercase: true, index: true },
    orderids: { type: [String], default: [] },
    seller: new Schema(
      { ...party, legal_form: String, siren: String, rcs: String, vat_number: String },
      { _id: false },
    ),
    buyer: new Schema({ ...party, email: String }, { _id: false }),
    lines: { type: [lineSchema], default: [] },
    ht_cents: { type: Number, required: true },
    tva_cents: { type: Number, required: true },
    ttc_cents: { type: Number, required: true },
    payment: {
      type: new Schema({ method: String, reference: String, paid_at: Date }, { _id: false }),
      default: null,
    },
    credited_invoice: { type: Schema.Types.ObjectId, default: null },
    credited_number: { type: String, default: null },
    reason: { type: String, default: null },
    created: { type: Date, default: () => new Date() },
    issued: { type: Date, default: null },
  },
  { versionKey: false },
);

// an organisation's or an account's invoices, newest first, the id breaking ties (ADR 050)
invoiceSchema.index({ organisation: 1, created: -1, _id: -1 });
invoiceSchema.index({ account: 1, created: -1, _id: -1 });

export const INVOICE_IMMUTABLE =
  'Une facture émise ne peut être ni modifiée ni supprimée : émettez un avoir';

/**
 * French law: an issued invoice never changes. The only write allowed after creation is
 * the numbering of a pending one (a filter on `status: 'pending'`); saves of existing
 * documents, other updates and deletions are refused here, whoever calls.
 */
invoiceSchema.pre('save', function guardSave() {
  if (!this.isNew) throw new Error(INVOICE_IMMUTABLE);
});
invoiceSchema.pre(
  ['updateOne', 'updateMany', 'findOneAndUpdate', 'replaceOne', 'findOneAndReplace'],
  function guardUpdate() {
    if (this.getFilter().status !== 'pending') throw new Error(INVOICE_IMMUTABLE);
  },
);
invoiceSchema.pre(['deleteOne', 'deleteMany', 'findOneAndDelete'], function guardDelete() {
  throw new Error(INVOICE_IMMUTABLE);
});

export const invoiceModel = (connection: Connection): Model<Invoice> =>
  (connection.models.Invoice as Model<Invoice> | undefined) ??
  connection.model<Invoice>('Invoice', invoiceSchema);
