import type { AdminAction, BillingMode, OrderForm, ReviewRequestChoice } from '@ped/domain';
import type {
  FigureGuess,
  ListPage,
  ListParams,
  OrderListItem,
  OrderUploadView,
  OrderView,
  RegisterDocumentView,
  RegisterView,
  UploadResult,
} from '@ped/schemas';
import { api } from '@ped/client-runtime';

/**
 * An order as the API returns it: derived from the API's own schemas (@ped/schemas), so
 * the client never describes a field the API does not send.
 */
export type OrderUpload = OrderUploadView;
export type Order = OrderView;
/** A copropriété, by its registration number (shared by every order associated with it). */
export type Register = RegisterView;
export type RegisterDocument = RegisterDocumentView;
export type { FigureGuess, ListPage, ListParams, OrderListItem };
/** the columns GET /order/v2 and POST /resources/orders sort on */
export { ORDER_LIST_SORTS } from '@ped/domain';

/** A page of the caller's orders; `outstanding` keeps the orders still owed (Facturation). */
export type OrderListParams = ListParams & { outstanding?: boolean };

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

/** The upload result (docs/product.md §3.5), with the upload as stored on the order (its reading pending). */
export type UploadedOrderDocument = UploadResult & { upload: OrderUpload };

/** An upload as its reading left it, with the order-form figures it proposes (ADR 064). */
export type ReadUpload = OrderUpload & { figures: FigureGuess[] };

/** POST /order/store (docs/product.md §7.2): creates or updates the draft; `confirmed` validates it whole. */
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

/** GET /order/{orderid} (docs/product.md §7.2): a visitor names the order's e-mail in `account`. */
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

/**
 * GET /order/{orderid}/readings: the order's uploads as their readings left them. Pages ask
 * again while one is pending (`reading.status`), at the pace of readingPollDelay.
 */
export async function fetchUploadReadings(
  orderid: string,
  account?: string,
): Promise<ReadUpload[]> {
  return (
    await api().request<{ uploads: ReadUpload[] }>(
      'GET',
      `/order/${encodeURIComponent(orderid)}/readings`,
      { query: { account } },
    )
  ).payload.uploads;
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

/** GET /order/{orderid}/document (docs/product.md §7.2): the finished pré-état daté (the latest, or `version`). */
export const downloadOrderDocument = (
  orderid: string,
  account?: string,
  version?: number,
): Promise<Blob> => downloadOrderFile(orderid, 'document', account, version);

/** GET /order/{orderid}/invoice: the invoice of a paid order. */
export const downloadOrderInvoice = (orderid: string, account?: string): Promise<Blob> =>
  downloadOrderFile(orderid, 'invoice', account);

/**
 * GET /order/v2 (docs/product.md §7.2): a page of the caller's orders (a professional: its organisation's),
 * as list rows without the order form (ADR 050).
 */
export async function fetchOrders(params: OrderListParams = {}): Promise<ListPage<OrderListItem>> {
  return (
    await api().request<ListPage<OrderListItem>>('GET', '/order/v2', { query: { ...params } })
  ).payload;
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

/** Admin actions POST /order/{action} (docs/product.md §4.2, §7.2); resolves with the updated order and the message. */
export async function orderAction(
  action: AdminAction,
  body: OrderActionBody,
): Promise<{ order: Order; message: string }> {
  const { payload, message } = await api().request<Order>('POST', `/order/${action}`, { body });
  return { order: payload, message };
}

/**
 * POST /order/associate (docs/product.md §7.2, admin): the copropriété must exist, unless
 * `create` asks to register it (at the order's address). Resolves with the order and its register.
 */
export async function associateOrder(
  body: OrderRef & { registration_id: string; create?: boolean },
): Promise<{ order: Order; message: string }> {
  const { payload, message } = await api().request<Order>('POST', '/order/associate', { body });
  return { order: payload, message };
}

/** POST /order/reopen (admin): « Rouvrir (actualisation) », a delivered order back in production with staff's reason. */
export async function reopenOrder(
  body: OrderRef & { reason: string },
): Promise<{ order: Order; message: string }> {
  const { payload, message } = await api().request<Order>('POST', '/order/reopen', { body });
  return { order: payload, message };
}

/** POST /order/file-uploads (admin): files the order's uploads among its copropriété's documents. */
export async function fileOrderUploads(
  body: OrderRef & { upload_ids: string[] },
): Promise<{ order: Order; message: string }> {
  const { payload, message } = await api().request<Order>('POST', '/order/file-uploads', { body });
  return { order: payload, message };
}

/** POST /order/billing (docs/product.md §7.2, admin). */
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
