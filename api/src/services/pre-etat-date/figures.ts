import { FINANCIAL_FIELDS, formatDate, type FinancialField } from '@ped/domain';

export type FigureSourceKind = 'form' | 'document' | 'staff';

/** One statement of a figure's value by one source. */
export interface FigureSource {
  kind: FigureSourceKind;
  /** euros; null = the source gives no value */
  value: number | null;
  document_id: string | null;
  /** « Procès-Verbal (PVs) du 12 mars 2024 », the upload's name... */
  document_label: string | null;
  by: string | null;
  at: string | null;
}

export interface FigureView {
  field: FinancialField;
  label: string;
  section: string;
  /** the value printed in the document (euros, null = Non communiqué) */
  value: number | null;
  /** the source that value comes from */
  source: FigureSource;
  /** every source, oldest first: the form, then each reading or edit */
  sources: FigureSource[];
  /** two sources give different values (DOMAIN.md: flag figures two sources disagree on) */
  disagreement: boolean;
}

export interface RecordedEntry {
  field: string;
  value: number | null;
  source: 'document' | 'staff';
  document_id: string | null;
  by: string;
  at: Date;
}

/**
 * The figure each source gives and which one wins: the latest reading or edit by staff
 * (they checked it), else the seller's form answer. A source's latest statement is what
 * it says now; a disagreement is two current statements with different known values.
 */
export function resolveFigures(
  form: Partial<Record<FinancialField, number | null>>,
  entries: RecordedEntry[],
  documentLabels: ReadonlyMap<string, string>,
): FigureView[] {
  return FINANCIAL_FIELDS.map(({ key, label, section }) => {
    const formSource: FigureSource = {
      kind: 'form',
      value: form[key] ?? null,
      document_id: null,
      document_label: null,
      by: null,
      at: null,
    };
    const recorded = entries
      .filter((entry) => entry.field === key)
      .sort((a, b) => a.at.getTime() - b.at.getTime())
      .map<FigureSource>((entry) => ({
        kind: entry.source,
        value: entry.value,
        document_id: entry.document_id,
        document_label: entry.document_id ? (documentLabels.get(entry.document_id) ?? null) : null,
        by: entry.by,
        at: entry.at.toISOString(),
      }));
    const sources = [formSource, ...recorded];
    const current = new Map<string, number | null>();
    for (const s of sources)
      current.set(s.kind === 'document' ? `document:${s.document_id}` : s.kind, s.value);
    const known = new Set(
      [...current.values()].filter((v): v is number => v !== null).map((v) => Math.round(v * 100)),
    );
    const winner = recorded.at(-1) ?? formSource;
    return {
      field: key,
      label,
      section,
      value: winner.value,
      source: winner,
      sources,
      disagreement: known.size > 1,
    };
  });
}

/** How the document names a figure's source, under the amount. */
export function describeSource(source: FigureSource): string | null {
  if (source.value === null) return null;
  switch (source.kind) {
    case 'form':
      return 'Déclaration du vendeur';
    case 'document':
      return source.document_label ?? 'Document transmis';
    case 'staff':
      return `Vérifié par le rédacteur le ${formatDate(source.at)}`;
  }
}
