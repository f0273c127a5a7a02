/**
 * What the pré-état daté says, independent of how it is drawn. Every value can be missing
 * (null): the layout prints it as « Non communiqué », or as a line to fill in the blank
 * template, never as 0 (DOMAIN.md, rules for data).
 */
export type Value =
  | { kind: 'amount'; cents: number | null }
  | { kind: 'date'; date: Date | null }
  | { kind: 'text'; text: string | null };

export interface Row {
  label: string;
  value: Value;
  /** where the figure comes from, printed small under it when known */
  source?: string | null;
}

export interface Lot {
  number: string | null;
  description: string | null;
  tantiemes: number | null;
  totalTantiemes: number | null;
}

export interface YearColumn {
  title: string;
  rows: Row[];
}

export interface AnnexedDocument {
  type: string;
  delivered: Date | null;
  comment: string | null;
}

/** A table printed under a section's rows (the works voted, one line per resolution). */
export interface DetailTable {
  title: string;
  headers: string[];
  /** cells already formatted; null prints as « Non communiqué » */
  rows: Array<Array<string | null>>;
  source: string | null;
}

export interface Section {
  title: string;
  intro?: string;
  rows: Row[];
  details?: DetailTable;
}

export interface PreEtatDateModel {
  /** true for the free template: empty values print as lines to fill */
  blank: boolean;
  reference: string | null;
  issuedAt: Date | null;
  place: string | null;
  identification: Row[];
  lots: Lot[];
  owedBySeller: Section;
  owedToSeller: Section;
  borneByBuyer: Section;
  annexYears: { title: string; years: YearColumn[] };
  finances: Section;
  life: Section;
  technical: Section;
  annexes: AnnexedDocument[];
  issuer: Issuer;
}

/** The company that writes the document, printed in every page's footer. */
export interface Issuer {
  name: string;
  address: string;
  city: string;
  registration: string;
}

export const amount = (cents: number | null | undefined): Value => ({
  kind: 'amount',
  cents: cents ?? null,
});
export const date = (value: Date | null | undefined): Value => ({
  kind: 'date',
  date: value ?? null,
});
export const text = (value: string | null | undefined): Value => ({
  kind: 'text',
  text: value?.trim() ? value.trim() : null,
});
