import { Type, type Static } from '@sinclair/typebox';

/** One order-form value read from the document, for staff or the form to confirm. */
export const FigureGuessSchema = Type.Object({
  /** a FINANCIAL_FIELDS or DATE_FIELDS key, or fiscal_year_start/end, document_date */
  field: Type.String(),
  /** integer cents */
  amount: Type.Optional(Type.Integer()),
  /** 'YYYY-MM-DD' */
  date: Type.Optional(Type.String()),
  /** 1-based */
  page: Type.Integer({ minimum: 1 }),
  /** the line the value was read on, as printed */
  excerpt: Type.String({ maxLength: 200 }),
  confidence: Type.Number({ minimum: 0, maximum: 1 }),
  /** the lot the document is about, when it names exactly one */
  lot: Type.Optional(Type.String()),
});

/** SPEC §3 "Upload result". */
export const UploadResultSchema = Type.Object({
  url: Type.String(),
  mimetype: Type.String(),
  doctypeGuess: Type.Object({
    doctype: Type.Union([Type.Integer({ minimum: 1, maximum: 10 }), Type.Null()]),
    dateISO: Type.Union([Type.String(), Type.Null()]),
    label: Type.Union([Type.String(), Type.Null()]),
    confidence: Type.Number({ minimum: 0, maximum: 1 }),
    dateConfidence: Type.Number({ minimum: 0, maximum: 1 }),
  }),
  /**
   * the form figures the document gives; empty when it gives none or could not be read.
   * Always sent by the API; optional on the wire so clients written before it still fit.
   */
  figuresGuess: Type.Optional(Type.Array(FigureGuessSchema)),
});

export type FigureGuess = Static<typeof FigureGuessSchema>;
export type UploadResult = Static<typeof UploadResultSchema>;
