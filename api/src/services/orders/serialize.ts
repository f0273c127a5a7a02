import type {
  DocumentReadingView,
  OrderView,
  RegisterDocumentView,
  RegisterView,
  OrderUploadView,
} from '@ped/schemas';
import type { BillingMode, OrderState, ReadingState, RefreshKind } from '@ped/domain';
import type { Register } from '../../models/register';
import type { RegisterDocument } from '../../models/register-document';
import { decryptSecret, SecretDecryptionError } from '../../lib/crypto';
import { guessView, type StoredGuess } from '../document-reading/view';

const iso = (date: Date | null | undefined) => (date ? new Date(date).toISOString() : null);

/** What every view of an order starts with, a list row as the whole order. */
export interface OrderHeadRecord {
  orderid: string;
  account: string;
  organisation?: unknown;
  state: OrderState;
  created: Date;
  updated: Date;
  paid?: Date | null;
  pending?: boolean | null;
  registration_id?: string | null;
  external_id?: string | null;
  billing_mode?: string | null;
}

/** Its number, owner, state, dates and payment, as the API writes them. */
export function orderHead(order: OrderHeadRecord) {
  return {
    orderid: order.orderid,
    account: order.account,
    organisation: order.organisation ? String(order.organisation) : null,
    state: order.state,
    created: iso(order.created) as string,
    updated: iso(order.updated) as string,
    paid: iso(order.paid),
    pending: Boolean(order.pending),
    registration_id: order.registration_id ?? null,
    external_id: order.external_id ?? null,
    billing_mode: (order.billing_mode ?? null) as BillingMode | null,
  };
}

export interface SerializeOptions {
  /** admins see the syndic extranet password in clear, nobody else */
  admin: boolean;
  encryptionKey: string;
}

function syndicPassword(
  sealed: string | null | undefined,
  { admin, encryptionKey }: SerializeOptions,
): string | null {
  if (!admin || !sealed) return null;
  try {
    return decryptSecret(sealed, encryptionKey);
  } catch (error) {
    if (error instanceof SecretDecryptionError) return null;
    throw error;
  }
}

export interface UploadRecord {
  _id?: unknown;
  url: string;
  name?: string | null;
  mimetype: string;
  doctype?: number | null;
  delivered?: Date | null;
  comment?: string | null;
  uploaded?: Date | null;
  reading?: { status?: string | null; reason?: string | null; guess?: StoredGuess | null } | null;
}

/** An upload's reading as shown; uploads read before reading ran apart count as read. */
export function serializeReading(reading: UploadRecord['reading']): DocumentReadingView {
  return {
    status: (reading?.status ?? 'done') as ReadingState,
    reason: reading?.reason ?? null,
    guess: guessView(reading?.guess),
  };
}

/** What the serializer reads of an order (a lean document or a hydrated one's toObject()). */
export interface OrderRecord extends OrderHeadRecord {
  sso_provider?: string | null;
  includes_documents?: boolean | null;
  payload?: {
    offer?: string | null;
    options?: string[] | null;
    lots?: number | null;
    all_due_paid?: boolean | null;
    comment?: string | null;
    method?: string | null;
    syndic?: {
      name?: string | null;
      url?: string | null;
      username?: string | null;
      password?: string | null;
    } | null;
    links?: Array<{ link?: string | null }> | null;
  } | null;
  stored?: unknown;
  document?: { url?: string | null; generated?: Date | null } | null;
  uploads?: UploadRecord[] | null;
  history?: Array<{
    at: Date;
    by: string;
    action: string;
    from?: string | null;
    to?: string | null;
    detail?: string | null;
  }> | null;
  review_request_at?: Date | null;
  refresh_request?: {
    kind: string;
    at: Date;
    by: string;
    reason?: string | null;
    upload_id?: string | null;
  } | null;
  freshness_alert?: { deed_day: string; reasons?: string[] | null; checked: Date } | null;
}

export function serializeUpload(upload: UploadRecord): OrderUploadView {
  return {
    id: String(upload._id),
    url: upload.url,
    name: upload.name ?? '',
    mimetype: upload.mimetype,
    doctype: upload.doctype ?? null,
    delivered: iso(upload.delivered),
    comment: upload.comment ?? '',
    uploaded: iso(upload.uploaded ?? new Date()) as string,
    reading: serializeReading(upload.reading),
  };
}

export function serializeOrder(order: OrderRecord, options: SerializeOptions): OrderView {
  const password = syndicPassword(order.payload?.syndic?.password, options);
  const hasPassword = Boolean(order.payload?.syndic?.password);
  const stored = (order.stored ?? {}) as Record<string, unknown>;
  const storedSyndic = (stored.syndic ?? null) as Record<string, unknown> | null;
  return {
    ...orderHead(order),
    sso_provider: order.sso_provider ?? null,
    includes_documents: Boolean(order.includes_documents),
    payload: {
      offer: order.payload?.offer ?? null,
      options: order.payload?.options ?? [],
      lots: order.payload?.lots ?? null,
      all_due_paid: order.payload?.all_due_paid ?? null,
      comment: order.payload?.comment ?? '',
      method: order.payload?.method ?? 'extranet',
      syndic: {
        name: order.payload?.syndic?.name ?? '',
        url: order.payload?.syndic?.url ?? '',
        username: order.payload?.syndic?.username ?? '',
        password,
        has_password: hasPassword,
      },
      links: (order.payload?.links ?? []).map(({ link }) => ({ link: link ?? '' })),
    },
    stored: storedSyndic
      ? { ...stored, syndic: { ...storedSyndic, password, has_password: hasPassword } }
      : stored,
    document: order.document
      ? { url: order.document.url ?? null, generated: iso(order.document.generated) as string }
      : null,
    uploads: (order.uploads ?? []).map(serializeUpload),
    history: (order.history ?? []).map((h) => ({
      at: iso(h.at) as string,
      by: h.by,
      action: h.action,
      from: h.from ?? null,
      to: h.to ?? null,
      detail: h.detail ?? null,
    })),
    review_request_at: iso(order.review_request_at),
    refresh_request: order.refresh_request
      ? {
          kind: order.refresh_request.kind as RefreshKind,
          at: iso(order.refresh_request.at) as string,
          by: order.refresh_request.by,
          reason: order.refresh_request.reason ?? '',
          upload_id: order.refresh_request.upload_id ?? null,
        }
      : null,
    freshness_alert: order.freshness_alert
      ? {
          deed_day: order.freshness_alert.deed_day,
          reasons: order.freshness_alert.reasons ?? [],
          checked: iso(order.freshness_alert.checked) as string,
        }
      : null,
  };
}

export function serializeRegister(register: Register): RegisterView {
  return {
    id: String(register._id),
    name: register.name ?? '',
    address: register.address ?? '',
    created: iso(register.created) as string,
    updated: iso(register.updated) as string,
  };
}

export function serializeRegisterDocument(document: RegisterDocument): RegisterDocumentView {
  return {
    id: String(document._id),
    registration_id: document.registration_id,
    doctype: document.doctype,
    delivered: iso(document.delivered) as string,
    comment: document.comment ?? '',
    url: document.url,
    mimetype: document.mimetype,
    created: iso(document.created) as string,
    updated: iso(document.updated) as string,
  };
}
