import type {
  AdminAction,
  BillingMode,
  OrderForm,
  OrderState,
  RefreshKind,
  ReviewRequestChoice,
} from '@ped/domain';
import { api } from '../api-client';

/** An order as the API returns it (api/src/schemas/order.ts). */
export interface OrderUpload {
  id: string;
  url: string;
  name: string;
  mimetype: string;
  doctype: number | null;
  delivered: string | null;
  comment: string;
  uploaded: string;
}

export interface Order {
  orderid: string;
  account: string;
  organisation: string | null;
  state: OrderState;
  created: string;
  updated: string;
  paid: string | null;
  pending: boolean;
  registration_id: string | null;
  sso_provider: string | null;
  includes_documents: boolean;
  billing_mode: BillingMode | null;
  payload: {
    offer: string | null;
    options: string[];
    lots: number | null;
    all_due_paid: boolean | null;
    comment: string;
    method: string;
    syndic: {
      name: string;
      url: string;
      username: string;
      password: string | null;
      has_password: boolean;
    };
    links: Array<{ link: string }>;
  };
  /** the order form as sent (the syndic password never comes back) */
  stored: unknown;
  document: { url: string | null; generated: string } | null;
  uploads: OrderUpload[];
  history: Array<{
    at: string;
    by: string;
    action: string;
    from: string | null;
    to: string | null;
    /** what the action changed, in French */
    detail: string | null;
  }>;
  review_request_at: string | null;
  /** why a delivered order is back in production (need-refresh) */
  refresh_request: {
    kind: RefreshKind;
    at: string;
    by: string;
    reason: string;
    upload_id: string | null;
  } | null;
  /** GET /order/{orderid} only: the associated copropriété and its documents */
  register?: Register | null;
  register_documents?: RegisterDocument[];
}

/** A copropriété, by its registration number (shared by every order associated with it). */
export interface Register {
  id: string;
  name: string;
  address: string;
  created: string;
  updated: string;
}

export interface RegisterDocument {
  id: string;
  registration_id: string;
  doctype: number;
  delivered: string;
  comment: string;
  url: string;
  mimetype: string;
  created: string;
  updated: string;
}

/** The form as stored: a password is sent only when typed; absent keeps the encrypted one. */
export type StoredOrderForm = Omit<OrderForm, 'syndic'> & {
  syndic: Omit<OrderForm['syndic'], 'password'> & { password?: string };
};

export interface StoreOrderBody {
  orderid: string | null;
  account: string;
  stored: StoredOrderForm;
  confirmed: boolean | null;
  billing_mode: BillingMode | null;
}

export interface UploadedOrderDocument {
  url: string;
  mimetype: string;
  doctypeGuess: {
    doctype: number | null;
    dateISO: string | null;
    label: string | null;
    /** 0..1, how often such a type guess is right: the form prefills from 0.9 */
    confidence: number;
    /** 0..1, the same for the date */
    dateConfidence: number;
  };
  upload: OrderUpload;
}

/** SPEC §7 POST /order/store: creates or updates the draft; `confirmed` validates it whole. */
export async function storeOrder(body: StoreOrderBody): Promise<Order> {
  return (await api().request<Order>('POST', '/order/store', { body })).payload;
}

/**
 * POST /order/attach: the account holder confirms, with the token of the link we mailed
 * them, that an order a visitor placed with their e-mail is theirs.
 */
export async function attachOrder(token: string): Promise<{ orderid: string }> {
  return (await api().request<{ orderid: string }>('POST', '/order/attach', { body: { token } }))
    .payload;
}

/** SPEC §7 GET /order/{orderid}: a visitor names the order's e-mail in `account`. */
export async function fetchOrder(orderid: string, account?: string): Promise<Order> {
  return (
    await api().request<Order>('GET', `/order/${encodeURIComponent(orderid)}`, {
      query: { account },
    })
  ).payload;
}

/** POST /order/{orderid}/upload: a PDF or image attached to the draft, with its type guess. */
export async function uploadOrderDocument(
  orderid: string,
  file: File,
  account?: string,
): Promise<UploadedOrderDocument> {
  const form = new FormData();
  form.append('file', file);
  return (
    await api().request<UploadedOrderDocument>(
      'POST',
      `/order/${encodeURIComponent(orderid)}/upload`,
      { form, query: { account } },
    )
  ).payload;
}

async function downloadOrderFile(
  orderid: string,
  file: 'document' | 'invoice',
  account?: string,
  version?: number,
) {
  const response = await api().fetchRaw('GET', `/order/${encodeURIComponent(orderid)}/${file}`, {
    query: { account, ...(version ? { version: String(version) } : {}) },
  });
  if (!response.ok) {
    const envelope = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new Error(envelope?.message ?? 'Téléchargement impossible');
  }
  return response.blob();
}

/** SPEC §7 GET /order/{orderid}/document: the finished pré-état daté (the latest, or `version`). */
export const downloadOrderDocument = (
  orderid: string,
  account?: string,
  version?: number,
): Promise<Blob> => downloadOrderFile(orderid, 'document', account, version);

/** GET /order/{orderid}/invoice: the invoice of a paid order. */
export const downloadOrderInvoice = (orderid: string, account?: string): Promise<Blob> =>
  downloadOrderFile(orderid, 'invoice', account);

/** SPEC §7 GET /order/v2: the caller's orders (a professional: its organisation's). */
export async function fetchOrders(): Promise<Order[]> {
  return (await api().request<Order[]>('GET', '/order/v2')).payload;
}

export interface OrderRef {
  orderid: string;
  account: string;
}

export interface OrderActionBody extends OrderRef {
  send_mail?: boolean;
  /** 'done' only */
  send_review?: ReviewRequestChoice;
}

/** SPEC §7 admin actions POST /order/{action}; resolves with the updated order and the message. */
export async function orderAction(
  action: AdminAction,
  body: OrderActionBody,
): Promise<{ order: Order; message: string }> {
  const { payload, message } = await api().request<Order>('POST', `/order/${action}`, { body });
  return { order: payload, message };
}

/** SPEC §7 POST /order/associate (admin): the copropriété must exist. */
export async function associateOrder(body: OrderRef & { registration_id: string }): Promise<Order> {
  return (await api().request<Order>('POST', '/order/associate', { body })).payload;
}

/** SPEC §7 POST /order/billing (admin). */
export async function setBillingMode(body: OrderRef & { mode: BillingMode }): Promise<Order> {
  return (await api().request<Order>('POST', '/order/billing', { body })).payload;
}

/** What a customer may change on one of its uploads (doctype 1-10, a day 'YYYY-MM-DD' or null). */
export interface OrderUploadChanges {
  doctype?: number;
  delivered?: string | null;
  comment?: string;
}

const uploadPath = (orderid: string, uploadId: string) =>
  `/order/${encodeURIComponent(orderid)}/upload/${encodeURIComponent(uploadId)}`;

/** PUT /order/{orderid}/upload/{uploadId}: corrects the guessed type, the date or the comment. */
export async function updateOrderUpload(
  orderid: string,
  uploadId: string,
  changes: OrderUploadChanges,
  account?: string,
): Promise<OrderUpload> {
  return (
    await api().request<OrderUpload>('PUT', uploadPath(orderid, uploadId), {
      body: changes,
      query: { account },
    })
  ).payload;
}

/** DELETE /order/{orderid}/upload/{uploadId}: takes the document back, its file with it. */
export async function deleteOrderUpload(
  orderid: string,
  uploadId: string,
  account?: string,
): Promise<{ id: string }> {
  return (
    await api().request<{ id: string }>('DELETE', uploadPath(orderid, uploadId), {
      query: { account },
    })
  ).payload;
}
