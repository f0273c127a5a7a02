import type {
  BuildingRecordItemKey,
  BuildingRecordSection,
  BuildingRecordValues,
  CheckKey,
  FinancialField,
  OrganisationValue,
  SaleDetails,
  StatusValue,
  WorksValue,
} from '@ped/domain';
import type {
  DateReading,
  DeliveredVersionView,
  FigureProposal as FigureProposalView,
} from '@ped/schemas';
import { api, ApiError, NO_RESPONSE_MESSAGE } from '@ped/client-runtime';
import type { Order, OrderRef } from './orders';

/** Binary answers (PDF, ZIP) come raw; errors still come in the envelope. */
async function blobOf(response: Response): Promise<Blob> {
  if (!response.ok) {
    const envelope = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new ApiError(envelope?.message || NO_RESPONSE_MESSAGE, response.status);
  }
  return response.blob();
}

/** POST /order/archive (docs/product.md §7.2, admin): the ZIP for the notary. */
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
  /** ISO day of the source document */
  document_date: string | null;
  by: string | null;
  at: string | null;
  /** why staff chose this value where the sources disagreed */
  reason: string | null;
  /** the page a staff member accepted a document value from; null otherwise */
  page: number | null;
}

export type { DateProposal, DateReading } from '@ped/schemas';

/** A value read in one of the order's documents for a figure, for staff to retain or not. */
export type FigureProposal = FigureProposalView;

/** One printed figure: also what a document version keeps of what it printed. */
export interface OrderFigure {
  field: FinancialField;
  label: string;
  section: string;
  /** the lot it belongs to; null for a copropriété figure */
  lot: string | null;
  /** euros; null = « Non communiqué » */
  value: number | null;
  cents: number | null;
  /** the staff member who read or entered it; null for the seller's word */
  checked_by: string | null;
  source: FigureSource;
  sources: FigureSource[];
  disagreement: boolean;
  /** staff chose the value and gave their reason */
  resolved: boolean;
  /** the values read in the order's documents; absent from older responses (read `proposals ?? []`) */
  proposals: FigureProposal[];
}

/** One check before « Terminer », with its problems in French (none = satisfied). */
export interface DocumentCheck {
  key: CheckKey;
  label: string;
  problems: string[];
  /** staff may deliver despite the problems by giving a reason; absent from older responses */
  waivable?: boolean;
  /** the reason staff gave, while it covers every problem */
  reason?: string | null;
}

export interface OrderFigures {
  figures: OrderFigure[];
  /**
   * a multi-lot sale: the seller's amount for the whole sale, to split between the lots
   * (`by`: the staff member who corrected it; `current`: false when it was stated for a
   * version already delivered and the lots were recorded again since, absent = true)
   */
  seller_totals: Array<{
    field: FinancialField;
    value: number;
    by?: string | null;
    current?: boolean;
  }>;
  /** dates read in the documents for the sale's date fields; absent from older responses */
  dates?: DateReading[];
  documents: Array<{ id: string; label: string }>;
  checklist: DocumentCheck[];
}

export interface FigureEdit {
  field: FinancialField;
  value: number | null;
  /** required for a lot figure of a multi-lot order */
  lot?: string;
  /** a multi-lot order: corrects the seller's total for the whole sale (no lot) */
  sale_total?: true;
  /** the document the value was read from; absent = the staff member's own edit */
  document_id?: string;
  /** the 1-based page of that document the value was read on */
  page?: number;
  /** settles a disagreement between sources */
  reason?: string;
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

/**
 * PUT /order/{orderid}/check-reasons (admin): why staff deliver despite a check's problems;
 * printed in the certification. The figures review comes back.
 */
export async function justifyOrderCheck(
  { orderid, account }: OrderRef,
  key: CheckKey,
  reason: string,
): Promise<OrderFigures> {
  return (
    await api().request<OrderFigures>(
      'PUT',
      `/order/${encodeURIComponent(orderid)}/check-reasons`,
      { body: { account, key, reason } },
    )
  ).payload;
}

export interface BuildingRecordItem {
  key: BuildingRecordItemKey;
  label: string;
  section: BuildingRecordSection;
  /** null = « Non communiqué » */
  value: StatusValue | WorksValue | OrganisationValue | null;
  /** who entered the current answer and from which document; null when never entered */
  source: {
    document_id: string | null;
    document_label: string | null;
    document_date: string | null;
    document_doctype: number | null;
    /** the document's date was entered by staff (needed for a statement of absence) */
    date_confirmed: boolean;
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

/**
 * PUT /order/{orderid}/sale-details (admin): staff correct the dates, financial years,
 * number of lots and syndic contact; the updated order comes back.
 */
export async function saveSaleDetails(
  { orderid, account }: OrderRef,
  details: Partial<SaleDetails>,
): Promise<Order> {
  return (
    await api().request<Order>('PUT', `/order/${encodeURIComponent(orderid)}/sale-details`, {
      body: { account, details },
    })
  ).payload;
}

/** A delivered version of an order's pré-état daté and what changed since the one before (null for the first). */
export type DeliveredVersion = DeliveredVersionView;

/** GET /order/{orderid}/versions: the delivered versions, oldest first, for whoever may read the order. */
export async function fetchOrderVersions(
  orderid: string,
  account?: string,
): Promise<DeliveredVersion[]> {
  return (
    await api().request<DeliveredVersion[]>(
      'GET',
      `/order/${encodeURIComponent(orderid)}/versions`,
      { query: { account } },
    )
  ).payload;
}
