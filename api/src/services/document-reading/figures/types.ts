/** `figuresGuess` of an upload result (docs/product.md §3.5): one value proposed for an order-form field. */
export interface FigureGuess {
  /** a FINANCIAL_FIELDS or DATE_FIELDS key of @ped/domain, or fiscal_year_start/end, document_date */
  field: string;
  /** integer cents */
  amount?: number;
  /** 'YYYY-MM-DD' */
  date?: string;
  /** 1-based */
  page: number;
  /** the line the value was read on, as printed (≤ 200 characters) */
  excerpt: string;
  /** 0..1: how often a value read by this rule was right on the training split */
  confidence: number;
  /** the lot the document is about, when it names exactly one */
  lot?: string;
  /**
   * The arithmetic the document prints that confirms the value (« 849,40 € × 4 =
   * 3 397,60 € »): shown to staff beside the excerpt, and the reason for its confidence.
   */
  proofs?: string[];
}

export type FiguresGuess = FigureGuess[];

/** One printed line of a document, as read and as the rules compare it. */
export interface Line {
  /** 1-based */
  page: number;
  raw: string;
  /** normalizeText + unglue: lower case, no accents, letters and digits apart */
  text: string;
  /** a row of one column per lot, read as the seller's total (lot-totals.ts) */
  lotTotal?: true;
  /**
   * a table's row or header whose cells the text layer placed (wrapped-rows.ts): each
   * column's text as `text` reads it, left to right, '' for an empty cell
   */
  cells?: string[];
  /** the sums written out on the line, each read as its total (sums.ts), with their proofs */
  sums?: Array<{ cents: number; proof: string }>;
}
