import type { OrderState, PlanCode, Session } from '@ped/domain';
import { api, ApiError, NO_RESPONSE_MESSAGE } from '@ped/client-runtime';
import type { DocumentReadingResult, RegisterListItem, UploadResult } from '@ped/schemas';
import type { ListPage, ListParams, OrderListItem, Register, RegisterDocument } from './orders';

export type { RegisterListItem };
/** the columns each admin list sorts on */
export {
  ACCOUNT_LIST_SORTS,
  DOCUMENT_LIST_SORTS,
  REGISTER_LIST_SORTS,
  SYNDIC_LIST_SORTS,
} from '@ped/domain';

/**
 * docs/product.md §7.7: the admin panel's calls (admins only). Lists come a page at a time
 * (ADR 050), sorted on the columns named below.
 */

/** A page of an admin tab's orders (list rows: GET /order/{orderid} gives the whole order). */
export async function fetchAdminOrders(
  body: {
    states: OrderState[] | null;
    pending?: boolean | null;
    /** only the delivered orders the update watch found stale before their signing */
    toRefresh?: boolean;
  } & ListParams,
): Promise<ListPage<OrderListItem>> {
  const { toRefresh, ...rest } = body;
  return (
    await api().request<ListPage<OrderListItem>>('POST', '/resources/orders', {
      body: { ...rest, pending: body.pending ?? null, ...(toRefresh ? { to_refresh: true } : {}) },
    })
  ).payload;
}

export interface Syndic {
  id: string;
  name: string;
  extranet: string | null;
  logo: string | null;
  created: string;
  updated: string;
}

export interface SyndicInput {
  name: string;
  extranet?: string | null;
  logo?: string | null;
}

export async function fetchSyndics(params: ListParams = {}): Promise<ListPage<Syndic>> {
  return (
    await api().request<ListPage<Syndic>>('GET', '/resources/syndics', { query: { ...params } })
  ).payload;
}

export async function createSyndic(body: SyndicInput): Promise<Syndic> {
  return (await api().request<Syndic>('POST', '/resources/syndics', { body })).payload;
}

export async function updateSyndic(id: string, body: SyndicInput): Promise<Syndic> {
  return (
    await api().request<Syndic>('PUT', `/resources/syndics/${encodeURIComponent(id)}`, { body })
  ).payload;
}

export async function deleteSyndic(id: string): Promise<{ id: string }> {
  return (
    await api().request<{ id: string }>('DELETE', `/resources/syndics/${encodeURIComponent(id)}`)
  ).payload;
}

/** A page of copropriétés, each with its documents. */
export async function fetchRegisters(params: ListParams = {}): Promise<ListPage<RegisterListItem>> {
  return (
    await api().request<ListPage<RegisterListItem>>('GET', '/resources/registers', {
      query: { ...params },
    })
  ).payload;
}

/** `id` is the registration number (registre national des copropriétés). */
export async function createRegister(body: {
  id: string;
  name?: string;
  address?: string;
}): Promise<Register> {
  return (await api().request<Register>('POST', '/resources/registers', { body })).payload;
}

/** Deletes the register with its documents. */
export async function deleteRegister(id: string): Promise<{ id: string }> {
  return (
    await api().request<{ id: string }>('DELETE', `/resources/registers/${encodeURIComponent(id)}`)
  ).payload;
}

export interface DocumentInput {
  doctype: number;
  /** 'YYYY-MM-DD' */
  delivered: string;
  comment?: string | null;
  url: string;
  mimetype: string;
}

export async function fetchDocuments(
  params: { registration_id?: string } & ListParams = {},
): Promise<ListPage<RegisterDocument>> {
  return (
    await api().request<ListPage<RegisterDocument>>('GET', '/resources/documents', {
      query: { ...params },
    })
  ).payload;
}

/** POST /resources/documents/{registrationId}: a document of that register. */
export async function createDocument(
  registrationId: string,
  body: DocumentInput,
): Promise<RegisterDocument> {
  return (
    await api().request<RegisterDocument>(
      'POST',
      `/resources/documents/${encodeURIComponent(registrationId)}`,
      { body },
    )
  ).payload;
}

export async function updateDocument(
  registrationId: string,
  documentId: string,
  body: DocumentInput,
): Promise<RegisterDocument> {
  return (
    await api().request<RegisterDocument>(
      'PUT',
      `/resources/documents/${encodeURIComponent(registrationId)}/${encodeURIComponent(documentId)}`,
      { body },
    )
  ).payload;
}

export async function deleteDocument(
  registrationId: string,
  documentId: string,
): Promise<{ id: string }> {
  return (
    await api().request<{ id: string }>(
      'DELETE',
      `/resources/documents/${encodeURIComponent(registrationId)}/${encodeURIComponent(documentId)}`,
    )
  ).payload;
}

/** The upload result (docs/product.md §3.5) of a register document: the stored file and its reading's id. */
export type RegisterUploadResult = UploadResult & { reading_id: string };
export type { DocumentReadingResult };

/** POST /resources/registers/upload (docs/product.md §7.7): multipart, single field `file`. */
export async function uploadRegisterDocument(
  file: Blob,
  filename = 'document',
): Promise<RegisterUploadResult> {
  const form = new FormData();
  form.append('file', file, filename);
  return (
    await api().request<RegisterUploadResult>('POST', '/resources/registers/upload', { form })
  ).payload;
}

/** GET /resources/readings/{id}: where the reading of a register upload stands (ADR 064). */
export async function fetchRegisterReading(readingId: string): Promise<DocumentReadingResult> {
  return (
    await api().request<DocumentReadingResult>(
      'GET',
      `/resources/readings/${encodeURIComponent(readingId)}`,
    )
  ).payload;
}

/**
 * A stored file (an upload's `url`, served by GET /files/...) with the caller's credentials;
 * visitors name their order and its e-mail.
 */
export async function fetchStoredFile(
  url: string,
  visitor?: { orderid?: string; account?: string },
): Promise<Blob> {
  const base = api().baseUrl.replace(/\/$/, '');
  const path = url.startsWith(base) ? url.slice(base.length) : url;
  const response = await api().fetchRaw('GET', path, { query: visitor });
  if (!response.ok) {
    const envelope = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new ApiError(envelope?.message || NO_RESPONSE_MESSAGE, response.status);
  }
  return response.blob();
}

export interface AdminAccount {
  id: string;
  email: string;
  created: string;
  role: 'owner' | 'member' | null;
  validated: boolean;
  is_admin: boolean;
  billing_frequency: string;
  organisation: {
    id: string;
    name: string;
    subscription_plan: PlanCode;
    subscription_expires: string | null;
    subscription_canceled: boolean;
  } | null;
}

export async function fetchAccounts(params: ListParams = {}): Promise<ListPage<AdminAccount>> {
  return (
    await api().request<ListPage<AdminAccount>>('GET', '/resources/accounts', {
      query: { ...params },
    })
  ).payload;
}

/** 'Se Connecter': an access token for that account (audited server-side). */
export async function impersonate(
  email: string,
): Promise<{ access_token: string; session: Session }> {
  return (
    await api().request<{ access_token: string; session: Session }>(
      'POST',
      '/resources/accounts/impersonate',
      { body: { email } },
    )
  ).payload;
}
