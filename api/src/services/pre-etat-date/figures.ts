import { FINANCIAL_FIELDS, saleTotalOf, type FinancialField, type SaleTotal } from '@ped/domain';
import type { SourceRef } from './model';
import type { DocumentSource } from './building-record';
import type { FigureProposal } from '@ped/schemas';

export type FigureSourceKind = 'form' | 'document' | 'staff';

/** One statement of a figure's value by one source. */
export interface FigureSource {
  kind: FigureSourceKind;
  /** euros; null = the source gives no value */
  value: number | null;
  document_id: string | null;
  /** « Procès-Verbal (PVs) du 12 mars 2024 », the upload's name... */
  document_label: string | null;
  /** ISO day of the source document, when it has one */
  document_date: string | null;
  /** the page of the document the value was read on (1-based), when staff said */
  page: number | null;
  by: string | null;
  at: string | null;
  /** why staff chose this value where sources disagreed */
  reason: string | null;
}

export interface FigureView {
  field: FinancialField;
  label: string;
  section: string;
  /** the lot the amount belongs to; null for a copropriété figure (or an order without lots) */
  lot: string | null;
  /** the value printed in the document (euros, null = Non communiqué) */
  value: number | null;
  /** the same in integer cents, as the pro API and the document versions give it */
  cents: number | null;
  /** the staff member who read or entered the printed value; null for the seller's word */
  checked_by: string | null;
  /** the source that value comes from */
  source: FigureSource;
  /** every source, oldest first: the form, then each reading or edit */
  sources: FigureSource[];
  /** two sources give different values (docs/domain.md §6: flagged to staff) */
  disagreement: boolean;
  /** staff settled the disagreement: the latest entry carries their reason */
  resolved: boolean;
  /** values the document reader found for it, for staff to accept (figure-proposals.ts) */
  proposals: FigureProposal[];
}

/** The seller's form amount of a lot figure in a multi-lot sale: the sum of the lots, to split. */
export type SellerTotal = SaleTotal & { field: FinancialField };

export interface RecordedEntry {
  field: string;
  lot: string | null;
  value: number | null;
  source: 'document' | 'staff';
  document_id: string | null;
  page: number | null;
  reason: string | null;
  by: string;
  at: Date;
}

const isoDay = (date: Date | null | undefined) => (date ? date.toISOString().slice(0, 10) : null);

function view(
  field: (typeof FINANCIAL_FIELDS)[number],
  lot: string | null,
  formValue: number | null,
  entries: RecordedEntry[],
  documents: ReadonlyMap<string, DocumentSource>,
): FigureView {
  const formSource: FigureSource = {
    kind: 'form',
    value: formValue,
    document_id: null,
    document_label: null,
    document_date: null,
    page: null,
    by: null,
    at: null,
    reason: null,
  };
  const recorded = entries
    .filter((entry) => entry.field === field.key && entry.lot === lot)
    .sort((a, b) => a.at.getTime() - b.at.getTime())
    .map<FigureSource>((entry) => {
      const document = entry.document_id ? documents.get(entry.document_id) : undefined;
      return {
        kind: entry.source,
        value: entry.value,
        document_id: entry.document_id,
        document_label: document?.label ?? null,
        document_date: isoDay(document?.date),
        page: entry.page,
        by: entry.by,
        at: entry.at.toISOString(),
        reason: entry.reason,
      };
    });
  const sources = [formSource, ...recorded];
  const current = new Map<string, number | null>();
  for (const s of sources)
    current.set(s.kind === 'document' ? `document:${s.document_id}` : s.kind, s.value);
  const known = new Set(
    [...current.values()].filter((v): v is number => v !== null).map((v) => Math.round(v * 100)),
  );
  const winner = recorded.at(-1) ?? formSource;
  return {
    field: field.key,
    label: field.label,
    section: field.section,
    lot,
    value: winner.value,
    cents: winner.value === null ? null : Math.round(winner.value * 100),
    checked_by: winner.kind === 'form' ? null : winner.by,
    source: winner,
    sources,
    disagreement: known.size > 1,
    resolved: Boolean(winner.reason),
    proposals: [],
  };
}

/**
 * The figure each source gives and which one wins: the latest reading or edit by staff
 * (they checked it), else the seller's form answer. A source's latest statement is what
 * it says now; a disagreement is two current statements with different known values.
 * Lot figures are given per lot (décret 2020-824); in a multi-lot sale the seller's form
 * gives one amount for the whole sale, which staff split (`sellerTotals`) or correct;
 * after a delivery (`deliveredAt`), for the version being prepared (saleTotalOf, ADR 074).
 */
export function resolveFigures(
  form: Partial<Record<FinancialField, number | null>>,
  lots: string[],
  entries: RecordedEntry[],
  documents: ReadonlyMap<string, DocumentSource>,
  deliveredAt: Date | null = null,
): { figures: FigureView[]; sellerTotals: SellerTotal[] } {
  const multiLot = lots.length > 1;
  const figures = FINANCIAL_FIELDS.flatMap((field) => {
    const formValue = form[field.key] ?? null;
    if (field.scope === 'building') return [view(field, null, formValue, entries, documents)];
    const lotKeys = lots.length ? lots : [null];
    return lotKeys.map((lot) => view(field, lot, multiLot ? null : formValue, entries, documents));
  });
  const ofField = (field: FinancialField, lot: 'sale' | 'lots') =>
    entries.filter((entry) => entry.field === field && (lot === 'sale') === (entry.lot === null));
  const sellerTotals = multiLot
    ? FINANCIAL_FIELDS.filter((f) => f.scope === 'lot').flatMap((f) => {
        // staff correct the seller's total with an entry for no lot
        const total = saleTotalOf({
          form: form[f.key] ?? null,
          corrections: ofField(f.key, 'sale'),
          lotsRecordedAt: ofField(f.key, 'lots').map((entry) => entry.at),
          deliveredAt,
        });
        return total ? [{ field: f.key, ...total }] : [];
      })
    : [];
  return { figures, sellerTotals };
}

/** How the document names a figure the seller declared and nobody checked against a document. */
export const SELLER_SOURCE = 'Déclaration du vendeur';

/** The figure rests on the seller's word alone (the form, or the sale's total in a Libre document). */
export const isSellerSource = (source: SourceRef | null) =>
  Boolean(source && !source.isDocument && source.document.startsWith(SELLER_SOURCE));

/** How staff's own value of a figure is named in the sources table. */
export const STAFF_FIGURE_SOURCE = 'Vérifié par le rédacteur';

/**
 * Where the printed value of a figure comes from, for its [n] and the sources table: the
 * document it was read in (its kind, day and page), staff's entry, or the seller's form.
 */
export function describeSource(
  source: FigureSource,
  documents: ReadonlyMap<string, DocumentSource>,
): SourceRef | null {
  if (source.value === null) return null;
  switch (source.kind) {
    case 'form':
      return { document: SELLER_SOURCE, date: null, page: null, isDocument: false };
    case 'document': {
      const document = source.document_id ? documents.get(source.document_id) : undefined;
      return {
        document: document?.name ?? source.document_label ?? 'Document transmis',
        date:
          document?.date ??
          (source.document_date ? new Date(`${source.document_date}T12:00:00Z`) : null),
        page: source.page,
        isDocument: true,
      };
    }
    case 'staff':
      return {
        document: STAFF_FIGURE_SOURCE,
        date: source.at ? new Date(source.at) : null,
        page: null,
        isDocument: false,
      };
  }
}
