/**
 * What the pré-état daté says, independent of how it is drawn. Every value can be missing
 * (null): the layout prints it as « Non communiqué », or as a line to fill in the blank
 * template, never as 0 (docs/domain.md §6); a value that cannot exist (the share of a loan
 * the copropriété does not have) is « Sans objet ».
 */
import {
  COMPANY,
  COMPANY_ADDRESS,
  COMPANY_REGISTRATION,
  type CertificationMode,
} from '@ped/domain';

/** how a value nobody gave reads: it is neither zero nor absence */
export const MISSING = 'Non communiqué';
/** how a value of a thing that does not exist reads (no loan, no fund) */
export const NOT_APPLICABLE_TEXT = 'Sans objet';

export type Value =
  | { kind: 'amount'; cents: number | null }
  | { kind: 'date'; date: Date | null }
  | { kind: 'text'; text: string | null }
  /** « Sans objet »: the thing does not exist (no loan, no fund, no lift) */
  | { kind: 'none' };

/** Where a printed figure or statement comes from: a document, the seller's form, staff's entry. */
export interface SourceRef {
  /** « Relevé de compte copropriétaire », « Déclaration du vendeur », « Saisie du rédacteur » */
  document: string;
  /** the document's day; for staff's entry, the day they made it */
  date: Date | null;
  /** the page the value was read on */
  page: number | null;
  /** a document (of the copropriété or uploaded); false for the seller's form and staff's entries */
  isDocument: boolean;
}

export interface Row {
  label: string;
  value: Value;
  /** the number of its source in the sources table, printed [n] beside it */
  ref?: number | null;
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

/** A line of the sources table: a document cited [n] or annexed, or the seller's or staff's word. */
export interface NumberedSource {
  n: number;
  document: string;
  date: Date | null;
  /** pages cited, in order */
  pages: number[];
  /** annexed to the document (delivered with it); null for the seller's form and staff's entries */
  annexed: boolean | null;
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
  /** its source's number in the sources table */
  ref: number | null;
}

export interface Section {
  title: string;
  intro?: string;
  rows: Row[];
  details?: DetailTable;
}

/** « Organisation de l'immeuble »: each document annexed or to provide, and what the withdrawal period waits for. */
export interface OrganisationBlock {
  items: Array<{ label: string; detail: string | null; status: string }>;
  withdrawal: string;
}

/** Everything the document says of one lot sold (décret 2020-824: « pour chaque lot considéré »). */
export interface LotStatement {
  title: string;
  /** « Compte du vendeur : situation au 2 novembre 2026. » */
  situation: string;
  /** I-A, I-B, I-C, each closed by its total, then the lot's share of the fonds de travaux and loan */
  sections: Section[];
  annexYears: { title: string; years: YearColumn[] };
}

/** Who drew the document up, from what, when, and how to check it is genuine. */
export interface Certification {
  mode: CertificationMode;
  company: string;
  /** the notary the document is addressed to, when the seller named one */
  recipient: string | null;
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
  statements: Array<{ label: string; text: string | null; ref: number | null }>;
  /** `refs`: its documents in the sources table; `law`: the legal text it rests on */
  alerts: Array<{ text: string; refs: number[]; law: string | null }>;
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
  /** on every page: the document's number and version, the copropriété and the lots */
  header: string;
  identification: Row[];
  lots: Lot[];
  organisation: OrganisationBlock | null;
  lotStatements: LotStatement[];
  /** a sale of several lots: I-A, I-B, I-C per lot and for the whole sale */
  saleTotals: DetailTable | null;
  finances: Section;
  life: Section;
  technical: Section;
  /** every document cited or annexed, numbered, and the other sources */
  sources: NumberedSource[];
  /** how long the figures hold, and the free update */
  validity: string | null;
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
  /** the professional liability insurance, from configuration; null when not configured */
  insurance: string | null;
}

/** The company that draws up every pré-état daté: the one of @ped/domain. */
export const ISSUER: Issuer = {
  name: COMPANY.legalName,
  address: COMPANY_ADDRESS,
  city: COMPANY.city,
  registration: COMPANY_REGISTRATION,
  insurance: null,
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
export const NOT_APPLICABLE: Value = { kind: 'none' };
