import { Type, type Static } from '@sinclair/typebox';

/**
 * A value the document reader found for a figure of the pré-état daté, for staff to retain
 * or not (GET /order/{orderid}/figures).
 */
export const FigureProposalSchema = Type.Object({
  /** euros, like the form */
  value: Type.Number(),
  /** the order upload or register document the value was read from */
  document_id: Type.String(),
  document_label: Type.String(),
  /** ISO day of the document, or null */
  document_date: Type.Union([Type.String(), Type.Null()]),
  /** 1-based page of the document */
  page: Type.Integer({ minimum: 1 }),
  /** the line read, 200 characters at most */
  excerpt: Type.String(),
  confidence: Type.Number({ minimum: 0, maximum: 1 }),
  /** the arithmetic the document prints that confirms the value (« 849,40 € × 4 = 3 397,60 € ») */
  proofs: Type.Optional(Type.Array(Type.String())),
  /** differs from the seller's form value by more than a cent */
  disagrees: Type.Boolean(),
});

export type FigureProposal = Static<typeof FigureProposalSchema>;

/**
 * A date the document reader found for a date of the sale (the AG that approved the
 * accounts, the day the works fund was counted…), for staff to use in « Dates, lots et
 * syndic ».
 */
export const DateProposalSchema = Type.Object({
  /** 'YYYY-MM-DD' */
  date: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
  document_id: Type.String(),
  document_label: Type.String(),
  document_date: Type.Union([Type.String(), Type.Null()]),
  page: Type.Integer({ minimum: 1 }),
  excerpt: Type.String(),
  confidence: Type.Number({ minimum: 0, maximum: 1 }),
  /** differs from the date the order holds */
  disagrees: Type.Boolean(),
});

export type DateProposal = Static<typeof DateProposalSchema>;

/** The dates read for one date field of the order form (DATE_FIELDS of @ped/domain). */
export const DateReadingSchema = Type.Object({
  field: Type.String(),
  proposals: Type.Array(DateProposalSchema),
});

export type DateReading = Static<typeof DateReadingSchema>;
