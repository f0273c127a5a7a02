import { Schema, Types, type Connection, type InferSchemaType, type Model } from 'mongoose';
import {
  ORDER_STATES,
  BILLING_MODE_VALUES,
  DOC_TYPE_VALUES,
  READING_STATES,
  REFRESH_KINDS,
} from '@ped/domain';

/**
 * A value the document reader proposed for an order-form field (services/document-reading/figures),
 * kept with the file so staff see it in the figure review without reading it again.
 */
export const figureGuessSchema = new Schema(
  {
    field: { type: String, required: true },
    /** integer cents */
    amount: { type: Number },
    /** 'YYYY-MM-DD' */
    date: { type: String },
    /** 1-based */
    page: { type: Number, required: true },
    excerpt: { type: String, required: true },
    confidence: { type: Number, required: true },
    /** the lot the document is about, when it names exactly one */
    lot: { type: String },
    /** the arithmetic the document prints that confirms the value (document-reading/figures/grid-figures) */
    proofs: { type: [String], default: undefined },
  },
  { _id: false, versionKey: false },
);

/** The type and date the reader guessed for a document, with how sure it is (docs/product.md §3.5). */
export const doctypeGuessSchema = new Schema(
  {
    doctype: { type: Number, default: null },
    /** 'YYYY-MM-DD' */
    dateISO: { type: String, default: null },
    label: { type: String, default: null },
    confidence: { type: Number, required: true },
    dateConfidence: { type: Number, required: true },
    /** the lots an owner's paper names; absent from other documents and older readings */
    lots: { type: [String], default: undefined },
  },
  { _id: false, versionKey: false },
);

/**
 * Where the automatic reading of an upload stands (services/document-reading): pending from
 * the upload until a reader thread answers; uploads made before reading ran apart from the
 * upload were read on the spot, hence 'done' by default.
 */
const uploadReadingSchema = new Schema(
  {
    status: { type: String, enum: READING_STATES, default: 'done' },
    /** why the reading gave up, in French */
    reason: { type: String, default: null },
    guess: { type: doctypeGuessSchema, default: null },
  },
  { _id: false, versionKey: false },
);

/** A file the customer sent with the order (POST /order/:orderid/upload). */
const uploadSchema = new Schema(
  {
    key: { type: String, required: true },
    url: { type: String, required: true },
    name: { type: String, default: '' },
    mimetype: { type: String, required: true },
    doctype: { type: Number, enum: [...DOC_TYPE_VALUES, null], default: null },
    delivered: { type: Date, default: null },
    comment: { type: String, default: '' },
    uploaded: { type: Date, default: () => new Date() },
    figures_guess: { type: [figureGuessSchema], default: [] },
    reading: { type: uploadReadingSchema, default: () => ({}) },
  },
  { _id: true, versionKey: false },
);

/** One line per state change or admin action: who did what, when. */
const historySchema = new Schema(
  {
    at: { type: Date, default: () => new Date() },
    /** e-mail of the account that acted, or 'visiteur' / 'système' */
    by: { type: String, required: true },
    action: { type: String, required: true },
    from: { type: String, default: null },
    to: { type: String, default: null },
    /** what an action changed, in French (e.g. the sale details staff corrected) */
    detail: { type: String, default: null },
  },
  { _id: false, versionKey: false },
);

/**
 * An order (docs/product.md §3.2). `stored` is the order form exactly as the frontend sends it (minus the
 * syndic password); `payload` the part staff and documents work from, derived from it on
 * every store. The syndic extranet password lives only in `payload.syndic.password`,
 * sealed with AES-256-GCM (lib/crypto.ts).
 */
/**
 * A consequence of a state change still to carry out (ADR 075): written in the same update
 * as the state, removed once its subscriber ran. `locked_until` is the claim of the
 * instance carrying it out; past it, any instance may.
 */
const outboxEntrySchema = new Schema({
  kind: { type: String, required: true },
  data: { type: Schema.Types.Mixed, default: () => ({}) },
  created: { type: Date, default: () => new Date() },
  attempts: { type: Number, default: 0 },
  locked_until: { type: Date, default: null },
});

const orderSchema = new Schema(
  {
    orderid: { type: String, required: true, unique: true },
    /** the customer's e-mail, lower-cased */
    account: { type: String, required: true, lowercase: true, trim: true, index: true },
    /** the professional organisation that ordered, null for a consumer */
    organisation: { type: Schema.Types.ObjectId, ref: 'Organisation', default: null, index: true },
    /** the organisation's own file number, given through the API (POST /api/v1/orders) */
    external_id: { type: String, default: null },
    /**
     * true: ordered with a test API key (ADR 049), never produced, billed nor shown to staff.
     * Absent on real orders (no default), so that old and new ones index alike below.
     */
    test: { type: Boolean },
    state: { type: String, enum: ORDER_STATES, default: 'in-progress', index: true },
    created: { type: Date, default: () => new Date() },
    updated: { type: Date, default: () => new Date() },
    paid: { type: Date, default: null },
    pending: { type: Boolean, default: false },
    /**
     * Checkout sessions opened for this order and the amount each charges (cents): a
     * payment is accepted only for one of them at its amount; the latest is the open one,
     * the earlier ones are expired when it is opened (one charge per order).
     */
    checkout_sessions: {
      type: [new Schema({ id: String, amount: Number, created: Date }, { _id: false })],
      default: [],
    },
    /** the payment that paid the order (payment intent); any other one is refunded */
    payment_ref: { type: String, default: null },
    registration_id: { type: String, default: null, index: true },
    sso_provider: { type: String, default: null },
    /**
     * A visitor placed this order with the e-mail of an existing account: it stays out of
     * that account's lists until the account holder confirms from the e-mail we sent them
     * (issue 16, finding 5). The SHA-256 of the confirmation link's token, null once done.
     */
    attach_pending: { type: Boolean, default: false },
    attach_token_hash: { type: String, default: null, select: false },
    includes_documents: { type: Boolean, default: false },
    billing_mode: { type: String, enum: [...BILLING_MODE_VALUES, null], default: null },
    payload: {
      offer: { type: String, default: null },
      options: { type: [String], default: [] },
      /** how many lots the order covers (their details are in stored.lots) */
      lots: { type: Number, default: null },
      all_due_paid: { type: Boolean, default: null },
      comment: { type: String, default: '' },
      method: { type: String, default: 'extranet' },
      syndic: {
        name: { type: String, default: '' },
        url: { type: String, default: '' },
        username: { type: String, default: '' },
        /** sealed (v1:iv:tag:data), never the plain password */
        password: { type: String, default: null },
      },
      links: { type: [{ link: { type: String, default: '' }, _id: false }], default: [] },
    },
    stored: { type: Schema.Types.Mixed, default: () => ({}) },
    /** the final pré-état daté, recorded by app.documents.finalize */
    document: {
      type: new Schema(
        {
          key: { type: String, required: true },
          url: { type: String },
          generated: { type: Date, default: () => new Date() },
          /** the latest delivered version (models/document-version.ts keeps them all) */
          version: { type: Number, default: null },
        },
        { _id: false },
      ),
      default: null,
    },
    uploads: { type: [uploadSchema], default: [] },
    history: { type: [historySchema], default: [] },
    /** consequences of its state changes not yet carried out (services/orders/outbox.ts) */
    outbox: { type: [outboxEntrySchema], default: [] },
    /** when the review-request e-mail is due (job 'review-request'), null when none */
    review_request_at: { type: Date, default: null },
    /**
     * the update watch's finding (services/notary-space/freshness-watch.ts, ADR 078): the
     * version in force will not hold on the signing day, and why; null otherwise, and again
     * after any move of the order until the next pass
     */
    freshness_alert: {
      type: new Schema(
        {
          deed_day: { type: String, required: true },
          reasons: { type: [String], default: [] },
          /** freshnessKey of @ped/domain: one e-mail per set of reasons */
          key: { type: String, required: true },
          checked: { type: Date, required: true },
        },
        { _id: false },
      ),
      default: null,
    },
    /** ISO day of the deed of sale, when the seller gives it: links to the order's space end that day */
    deed_day: { type: String, default: null },
    /**
     * how the notary splits the calls at the signing (SettlementRule of @ped/domain): the
     * legal rule of art. 6-2 of the décret of 17 March 1967, or a daily prorata they agreed
     */
    settlement_rule: { type: String, enum: ['art-6-2', 'prorata'], default: 'art-6-2' },
    /** why a delivered order went back to production (need-refresh): the notary's correction, the seller's free update or staff's « Rouvrir » */
    refresh_request: {
      type: new Schema(
        {
          kind: { type: String, enum: REFRESH_KINDS, required: true },
          at: { type: Date, required: true },
          by: { type: String, required: true },
          reason: { type: String, default: '' },
          /** the order upload joined to the request, when any */
          upload_id: { type: String, default: null },
        },
        { _id: false },
      ),
      default: null,
    },
  },
  { versionKey: false, minimize: false },
);
orderSchema.index({ created: -1 });
// The lists' default sort (newest first, the id breaking ties) for a customer's orders, an
// organisation's and an admin tab's: a page is read from the index (ADR 050).
orderSchema.index({ created: -1, _id: -1 });
orderSchema.index({ account: 1, created: -1, _id: -1 });
orderSchema.index({ organisation: 1, created: -1, _id: -1 });
orderSchema.index({ state: 1, created: -1, _id: -1 });
// the sweep of consequences left by an instance that died (services/orders/outbox.ts): only
// orders with some are in the index
orderSchema.index({ 'outbox.created': 1 }, { sparse: true });
// One order per file number within an organisation (an integrator's retry with a new
// Idempotency-Key still cannot create a duplicate); orders without one are not indexed.
// Test orders have their own numbers: an integration tested with its real file numbers can
// then order them for real (ADR 049; the earlier index without `test` is dropped at deploy).
orderSchema.index(
  { organisation: 1, external_id: 1, test: 1 },
  { unique: true, partialFilterExpression: { external_id: { $type: 'string' } } },
);

export type Order = InferSchemaType<typeof orderSchema> & { _id: Types.ObjectId };
export type OrderHistoryEntry = InferSchemaType<typeof historySchema>;
export type OrderOutboxEntry = InferSchemaType<typeof outboxEntrySchema> & { _id: Types.ObjectId };

export const orderModel = (connection: Connection): Model<Order> =>
  (connection.models.Order as Model<Order> | undefined) ??
  connection.model<Order>('Order', orderSchema);
