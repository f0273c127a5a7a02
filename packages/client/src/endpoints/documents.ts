import type { FinancialField } from '@ped/domain';
import { api } from '../api-client';
import { ApiError, NO_RESPONSE_MESSAGE } from '../envelope';
import type { OrderRef } from './orders';

/** Binary answers (PDF, ZIP) come raw; errors still come in the envelope. */
async function blobOf(response: Response): Promise<Blob> {
  if (!response.ok) {
    const envelope = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new ApiError(envelope?.message || NO_RESPONSE_MESSAGE, response.status);
  }
  return response.blob();
}

/** SPEC §7 POST /order/archive (admin): the ZIP for the notary. */
export async function downloadOrderArchive(body: OrderRef): Promise<Blob> {
  return blobOf(await api().fetchRaw('POST', '/order/archive', { body }));
}

/** GET /order/{orderid}/preview (admin): the pré-état daté as it would be sent now. */
export async function previewOrderDocument({ orderid, account }: OrderRef): Promise<Blob> {
  return blobOf(await api().fetchRaw('GET', `/order/${encodeURIComponent(orderid)}/preview`, { query: { account } }));
}

export interface FigureSource {
  kind: 'form' | 'document' | 'staff';
  /** euros; null = the source gives no value */
  value: number | null;
  document_id: string | null;
  document_label: string | null;
  by: string | null;
  at: string | null;
}

export interface OrderFigure {
  field: FinancialField;
  label: string;
  section: string;
  value: number | null;
  source: FigureSource;
  sources: FigureSource[];
  disagreement: boolean;
}

export interface OrderFigures {
  figures: OrderFigure[];
  documents: Array<{ id: string; label: string }>;
}

export interface FigureEdit {
  field: FinancialField;
  value: number | null;
  /** the document the value was read from; absent = the staff member's own edit */
  document_id?: string;
}

/** GET /order/{orderid}/figures (admin): the amounts with their provenance. */
export async function fetchOrderFigures({ orderid, account }: OrderRef): Promise<OrderFigures> {
  return (await api().request<OrderFigures>('GET', `/order/${encodeURIComponent(orderid)}/figures`, { query: { account } })).payload;
}

/** PUT /order/{orderid}/figures (admin): records readings and corrections. */
export async function saveOrderFigures({ orderid, account }: OrderRef, figures: FigureEdit[]): Promise<OrderFigures> {
  return (await api().request<OrderFigures>('PUT', `/order/${encodeURIComponent(orderid)}/figures`, { body: { account, figures } })).payload;
}
