import type {
  BuildingRecordItemKey,
  BuildingRecordSection,
  BuildingRecordValues,
  FinancialField,
  StatusValue,
  WorksValue,
} from '@ped/domain';
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
  return blobOf(
    await api().fetchRaw('GET', `/order/${encodeURIComponent(orderid)}/preview`, {
      query: { account },
    }),
  );
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
  return (
    await api().request<OrderFigures>('GET', `/order/${encodeURIComponent(orderid)}/figures`, {
      query: { account },
    })
  ).payload;
}

/** PUT /order/{orderid}/figures (admin): records readings and corrections. */
export async function saveOrderFigures(
  { orderid, account }: OrderRef,
  figures: FigureEdit[],
): Promise<OrderFigures> {
  return (
    await api().request<OrderFigures>('PUT', `/order/${encodeURIComponent(orderid)}/figures`, {
      body: { account, figures },
    })
  ).payload;
}

export interface BuildingRecordItem {
  key: BuildingRecordItemKey;
  label: string;
  section: BuildingRecordSection;
  /** null = « Non communiqué » */
  value: StatusValue | WorksValue | null;
  /** who entered the current answer and from which document; null when never entered */
  source: {
    document_id: string | null;
    document_label: string | null;
    document_date: string | null;
    by: string;
    at: string;
  } | null;
  entries: number;
}

export interface BuildingRecord {
  items: BuildingRecordItem[];
  /** `dated`: the document has a date, so a statement of absence may be read in it */
  documents: Array<{ id: string; label: string; dated: boolean }>;
}

export interface BuildingRecordEdit {
  /** the items to record; null states one is not communicated */
  items: BuildingRecordValues;
  /** the document they were read from; absent = the staff member's own entry */
  document_id?: string;
}

/** GET /order/{orderid}/building-record (admin): life of the copropriété and technical file, with provenance. */
export async function fetchBuildingRecord({ orderid, account }: OrderRef): Promise<BuildingRecord> {
  return (
    await api().request<BuildingRecord>(
      'GET',
      `/order/${encodeURIComponent(orderid)}/building-record`,
      { query: { account } },
    )
  ).payload;
}

/** PUT /order/{orderid}/building-record (admin): records the given items; French field errors in the error's payload. */
export async function saveBuildingRecord(
  { orderid, account }: OrderRef,
  edit: BuildingRecordEdit,
): Promise<BuildingRecord> {
  return (
    await api().request<BuildingRecord>(
      'PUT',
      `/order/${encodeURIComponent(orderid)}/building-record`,
      { body: { account, ...edit } },
    )
  ).payload;
}
