import { Type } from '@sinclair/typebox';
import { DateReadingSchema, FigureProposalSchema } from '@ped/schemas';

/**
 * The figures review staff work in before « Terminer » (GET/PUT /order/{id}/figures,
 * PUT /order/{id}/check-reasons): every figure with its sources, the seller's totals to
 * split, and the checklist with the reasons staff gave.
 */
const Source = Type.Object({
  kind: Type.Union([Type.Literal('form'), Type.Literal('document'), Type.Literal('staff')]),
  value: Type.Union([Type.Number(), Type.Null()]),
  document_id: Type.Union([Type.String(), Type.Null()]),
  document_label: Type.Union([Type.String(), Type.Null()]),
  document_date: Type.Union([Type.String(), Type.Null()]),
  page: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
  by: Type.Union([Type.String(), Type.Null()]),
  at: Type.Union([Type.String(), Type.Null()]),
  reason: Type.Union([Type.String(), Type.Null()]),
});

const Figure = Type.Object({
  field: Type.String(),
  label: Type.String(),
  section: Type.String(),
  lot: Type.Union([Type.String(), Type.Null()]),
  value: Type.Union([Type.Number(), Type.Null()]),
  cents: Type.Union([Type.Integer(), Type.Null()]),
  checked_by: Type.Union([Type.String(), Type.Null()]),
  source: Source,
  sources: Type.Array(Source),
  disagreement: Type.Boolean(),
  resolved: Type.Boolean(),
  proposals: Type.Array(FigureProposalSchema),
});

export const FiguresPayload = Type.Object({
  figures: Type.Array(Figure),
  /** a multi-lot sale: the seller's amount for the whole sale, to split between the lots */
  seller_totals: Type.Array(
    Type.Object({
      field: Type.String(),
      value: Type.Number(),
      /** the staff member who corrected the seller's total; null for the seller's own */
      by: Type.Union([Type.String(), Type.Null()]),
      /** stated for the version being prepared; false once the lots were recorded again after a delivery (ADR 074) */
      current: Type.Boolean(),
    }),
  ),
  /** dates read in the documents for the sale's date fields (« Dates, lots et syndic ») */
  dates: Type.Array(DateReadingSchema),
  /** documents a figure can be read from: the register's and the customer's uploads */
  documents: Type.Array(Type.Object({ id: Type.String(), label: Type.String() })),
  /** the checks before « Terminer », each with its problems in French */
  checklist: Type.Array(
    Type.Object({
      key: Type.String(),
      label: Type.String(),
      problems: Type.Array(Type.String()),
      /** staff may deliver despite its problems by giving a reason */
      waivable: Type.Boolean(),
      /** the reason given, while it covers every problem */
      reason: Type.Union([Type.String(), Type.Null()]),
    }),
  ),
});
