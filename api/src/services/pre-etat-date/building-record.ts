import type { SourceRef } from './model';
import {
  BUILDING_RECORD_ITEM_KEYS,
  STATUS_ITEMS,
  itemLabel,
  type BuildingRecordItemKey,
  type BuildingRecordSection,
  type OrganisationValue,
  type StatusValue,
  type WorksValue,
} from '@ped/domain';

/** A document an answer can be read from, with its date when known. */
export interface DocumentSource {
  /** what it is, without its date: « Procès-Verbal (PVs) », « Appel de fonds (appel.pdf) » */
  name: string;
  /** its name and date, as lists show it */
  label: string;
  date: Date | null;
  doctype: number | null;
  /**
   * the date was entered by staff (register documents); an upload's date was guessed by a
   * machine or typed by the customer, so it cannot alone support « aucune procédure »
   */
  dateConfirmed: boolean;
}

export interface RecordedStatement {
  item: string;
  value: unknown;
  document_id: string | null;
  by: string;
  at: Date;
}

export interface BuildingRecordItemView {
  key: BuildingRecordItemKey;
  label: string;
  section: BuildingRecordSection;
  /** null = Non communiqué (never entered, or cleared by staff) */
  value: StatusValue | WorksValue | OrganisationValue | null;
  /** who entered the current answer, from which document; null when never entered */
  source: {
    document_id: string | null;
    document_label: string | null;
    /** ISO day of the source document, when it has one */
    document_date: string | null;
    document_doctype: number | null;
    /** the document's date was entered by staff, not guessed (DocumentSource) */
    date_confirmed: boolean;
    by: string;
    at: string;
  } | null;
  /** how many times it was entered (the history is kept) */
  entries: number;
}

const sectionOf = (key: BuildingRecordItemKey): BuildingRecordSection => {
  if (key === 'works') return 'life';
  if (key === 'organisation') return 'organisation';
  return STATUS_ITEMS.find((item) => item.key === key)!.section;
};

/** The current answer of each item: its latest entry, with where it comes from. */
export function resolveBuildingRecord(
  entries: RecordedStatement[],
  sources: ReadonlyMap<string, DocumentSource>,
): BuildingRecordItemView[] {
  return BUILDING_RECORD_ITEM_KEYS.map((key) => {
    const history = entries
      .filter((entry) => entry.item === key)
      .sort((a, b) => a.at.getTime() - b.at.getTime());
    const latest = history.at(-1);
    const document = latest?.document_id ? sources.get(latest.document_id) : undefined;
    return {
      key,
      label: itemLabel(key),
      section: sectionOf(key),
      value: (latest?.value ?? null) as StatusValue | WorksValue | OrganisationValue | null,
      source: latest
        ? {
            document_id: latest.document_id,
            document_label: document?.label ?? null,
            document_date: document?.date ? document.date.toISOString().slice(0, 10) : null,
            document_doctype: document?.doctype ?? null,
            date_confirmed: document?.dateConfirmed ?? false,
            by: latest.by,
            at: latest.at.toISOString(),
          }
        : null,
      entries: history.length,
    };
  });
}

/** How staff's own statement is named in the sources table. */
export const STAFF_STATEMENT_SOURCE = 'Saisie du rédacteur';

/** Where a statement comes from, for its [n] and the sources table. */
export function describeStatementSource(
  source: NonNullable<BuildingRecordItemView['source']>,
  documents: ReadonlyMap<string, DocumentSource>,
): SourceRef {
  if (!source.document_id)
    return {
      document: STAFF_STATEMENT_SOURCE,
      date: new Date(source.at),
      page: null,
      isDocument: false,
    };
  const document = documents.get(source.document_id);
  return {
    document: document?.name ?? source.document_label ?? 'Document transmis',
    date: document?.date ?? null,
    page: null,
    isDocument: true,
  };
}
