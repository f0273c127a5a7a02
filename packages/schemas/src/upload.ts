import { Type, type Static } from '@sinclair/typebox';
import { READING_STATES } from '@ped/domain';

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
  /** the arithmetic the document prints that confirms the value */
  proofs: Type.Optional(Type.Array(Type.String())),
});

/** `doctypeGuess` of an upload result (docs/product.md §3.5): the type and date read, with how sure the reader is. */
export const DoctypeGuessSchema = Type.Object({
  doctype: Type.Union([Type.Integer({ minimum: 1, maximum: 10 }), Type.Null()]),
  dateISO: Type.Union([Type.String(), Type.Null()]),
  label: Type.Union([Type.String(), Type.Null()]),
  confidence: Type.Number({ minimum: 0, maximum: 1 }),
  dateConfidence: Type.Number({ minimum: 0, maximum: 1 }),
  /**
   * the lots an owner's paper (appel de fonds, relevé de compte, décompte, réponses du
   * syndic) names; absent for other documents and older readings
   */
  lots: Type.Optional(Type.Array(Type.String({ maxLength: 20 }), { maxItems: 50 })),
});

/**
 * Where the automatic reading of a stored document stands (ADR 064): `pending` from the
 * upload until a reader answers, then `done` with its guess, or `failed` with the reason
 * (« lecture automatique impossible »), the document itself being kept either way.
 */
export const DocumentReadingSchema = Type.Object({
  status: Type.Union(
    READING_STATES.map((state) => Type.Literal(state)),
    {
      description:
        'pending : lecture en cours ; done : lue ; failed : lecture automatique impossible',
    },
  ),
  /** why the reading gave up, in French; null unless failed */
  reason: Type.Union([Type.String(), Type.Null()]),
  /** null until done, and when the text gave no clue */
  guess: Type.Union([DoctypeGuessSchema, Type.Null()]),
});

/** A reading with the order-form figures it proposes (for those who fill the form with them). */
export const DocumentReadingResultSchema = Type.Composite([
  DocumentReadingSchema,
  Type.Object({
    /** the form figures the document gives; empty while pending, when it gives none or failed */
    figures: Type.Array(FigureGuessSchema),
  }),
]);

/** The upload result (docs/product.md §3.5): the stored file; its reading follows (DocumentReadingSchema). */
export const UploadResultSchema = Type.Object({
  url: Type.String(),
  mimetype: Type.String(),
});

export type FigureGuess = Static<typeof FigureGuessSchema>;
export type DoctypeGuessView = Static<typeof DoctypeGuessSchema>;
export type DocumentReadingView = Static<typeof DocumentReadingSchema>;
export type DocumentReadingResult = Static<typeof DocumentReadingResultSchema>;
export type UploadResult = Static<typeof UploadResultSchema>;
