/** What the corpus generator writes for one document, and what a reader must find in it. */
export type Block =
  | { t: 'title'; text: string }
  | { t: 'heading'; text: string }
  | { t: 'p'; text: string }
  | { t: 'small'; text: string }
  | { t: 'right'; text: string }
  | { t: 'table'; rows: string[][]; listing?: boolean };

export interface ExpectedFigure {
  field: string;
  amount?: number;
  date?: string;
  /** 1-based */
  page: number;
}

export interface DocumentSpec {
  /** the reader's kind key: a register type or one of the 'Autre' families */
  kind: string;
  doctype: number;
  dateISO: string;
  /** one entry per page */
  pages: Block[][];
  figures: ExpectedFigure[];
  /** printed across the page, as syndic software prints its listings */
  landscape?: boolean;
  /** a scan has no text layer: the pages are rendered, rotated and soiled */
  scan?: { dpi: number; angle: number; noise: number; as: 'png' | 'pdf' };
}

export interface CorpusDocument extends DocumentSpec {
  id: string;
  /** 'independent': typed by hand apart from the rules (independent/index.ts) */
  split: 'train' | 'heldout' | 'independent';
  /** independent documents only: true when the rules may be tuned on it */
  tune?: boolean;
  /** independent documents only: the index of the batch it was written in */
  batch?: number;
  file: string;
  mimetype: 'application/pdf' | 'image/png';
}

/** The day the corpus is read on: its documents are dated before, its schedules after. */
export const CORPUS_TODAY = '2025-06-30';
