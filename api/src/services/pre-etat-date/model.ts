/**
 * What the pré-état daté says, independent of how it is drawn. Every value can be missing
 * (null): the layout prints it as « Non communiqué », or as a line to fill in the blank
 * template, never as 0 (docs/domain.md §6).
 */
import {
  COMPANY,
  COMPANY_ADDRESS,
  COMPANY_REGISTRATION,
  type CertificationMode,
} from '@ped/domain';

export type Value =
  | { kind: 'amount'; cents: number | null }
  | { kind: 'date'; date: Date | null }
  | { kind: 'text'; text: string | null };

export interface Row {
  label: string;
  value: Value;
  /** where the figure comes from, printed small under it when known */
  source?: string | null;
  /** printed small under the value: what the law requires of this building */
  note?: string | null;
  /** a total line, printed in bold */
  total?: boolean;
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
  /** columns from this index hold amounts, aligned right */
  amountFrom: number;
  /** column widths, when the default (first column free, the others narrow) does not fit */
  widths?: Array<number | '*'>;
  /** a total line under the rows, printed in bold */
  footer?: Array<string | null>;
  source: string | null;
}

export interface Section {
  title: string;
  intro?: string;
  rows: Row[];
  details?: DetailTable;
}

/** Everything the document says of one lot sold (décret 2020-824: « pour chaque lot considéré »). */
export interface LotStatement {
  title: string;
  /** I-A, I-B, I-C, each closed by its total, then the lot's share of the fonds de travaux and loan */
  sections: Section[];
  annexYears: { title: string; years: YearColumn[] };
}

/** Who drew the document up, from what, when, and how to check it is genuine. */
export interface Certification {
  mode: CertificationMode;
  company: string;
  /** the person named as drawing it up (never an e-mail address); null when not named */
  drawnUpBy: string | null;
  /** « Mode d’établissement »: what was actually done, from the sources of the figures */
  statement: string;
  /** every check performed before delivery, and the reason staff gave where one was waived */
  checks: Array<{ label: string; reason: string | null }>;
  /** the documents the figures were read from: type and date */
  documents: Array<{ type: string; date: Date | null }>;
  deliveredAt: Date;
  number: string;
  version: number;
  verificationCode: string;
  verificationUrl: string;
}

/** Page 1: what a notary's clerk needs at the signing, for the sale and per lot. */
export interface Synthesis {
  /** the day of the figures, the signing day and the rule of the split */
  intro: string;
  /** amounts per lot and for the sale: to withhold, to repay, the split, the yearly cost */
  table: DetailTable;
  /** works voted still to be called, per resolution, and who pays them */
  works: DetailTable | null;
  /** the collective loan: what the lots still owe and the rule at a sale */
  loan: string | null;
  /** no works to call or no loan, as stated (with its dated source) or « Non communiqué » */
  statements: Array<{ label: string; text: string | null; source: string | null }>;
  alerts: Array<{ text: string; source: string | null }>;
  /** the rules the amounts follow (opposition, fund never refunded) */
  notes: string[];
}

/** The calls of the next twelve months per lot and their split at the signing. */
export interface ScheduleSection {
  title: string;
  intro: string[];
  tables: DetailTable[];
}

export interface PreEtatDateModel {
  /** true for the free template: empty values print as lines to fill */
  blank: boolean;
  /** null for the blank template */
  synthesis: Synthesis | null;
  schedule: ScheduleSection | null;
  reference: string | null;
  issuedAt: Date | null;
  place: string | null;
  identification: Row[];
  lots: Lot[];
  lotStatements: LotStatement[];
  /** a sale of several lots: I-A, I-B, I-C per lot and for the whole sale */
  saleTotals: DetailTable | null;
  finances: Section;
  life: Section;
  technical: Section;
  annexes: AnnexedDocument[];
  /** null for the blank template and the staff preview before delivery */
  certification: Certification | null;
  issuer: Issuer;
  /** printed across every page: the specimen of the API's test mode (ADR 049) */
  watermark?: string;
  /** the ordering organisation's logo and text, when its plan has use_customizations */
  branding?: Branding | null;
}

/**
 * What an organisation puts on the documents it orders (Premium and Syndic plans). It
 * frames the document; every figure, the certification and the issuer's line stay ours.
 */
export interface Branding {
  organisation: string;
  /** PNG or JPEG, checked printable when the organisation saved it */
  logo: Buffer | null;
  /** printed at the foot of every page, above the issuer's line */
  footer: string | null;
}

/** The company that writes the document, printed in every page's footer. */
export interface Issuer {
  name: string;
  address: string;
  /** place where the document is drawn up (« Établi à … ») */
  city: string;
  registration: string;
}

/** The company that draws up every pré-état daté: the one of @ped/domain. */
export const ISSUER: Issuer = {
  name: COMPANY.legalName,
  address: COMPANY_ADDRESS,
  city: COMPANY.city,
  registration: COMPANY_REGISTRATION,
};

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
