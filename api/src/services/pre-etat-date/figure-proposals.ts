import { DATE_FIELDS, isLotField, otherLotsNamed, sameLot } from '@ped/domain';
import type { DateReading, FigureProposal } from '@ped/schemas';
import type { DocumentSource } from './building-record';
import { closedYearGuesses } from './closed-years';
import type { FigureView } from './figures';

/** A figure the reader found in one document (services/document-reading/figures), as stored with it. */
export interface StoredGuess {
  field: string;
  amount?: number | null;
  /** 'YYYY-MM-DD' for a date field */
  date?: string | null;
  page: number;
  excerpt: string;
  confidence: number;
  lot?: string | null;
  proofs?: string[] | null;
}

/** The guesses of one document of the order: an upload or a register document. */
export interface DocumentGuesses {
  document_id: string;
  guesses: StoredGuess[];
  /** the lots the document names when it is an owner's paper (its reading's guess) */
  lots?: string[];
}

/** The day a document source is dated, as the API writes days. */
const dayOf = (document: DocumentSource) =>
  document.date ? document.date.toISOString().slice(0, 10) : null;

/**
 * Whether a guess is about this figure's lot. A document naming lots, none of the sale's,
 * gives no lot's amount (the seller's other flat, a neighbour's call). In a multi-lot sale a
 * lot's amount is taken only from a document about that one lot (an appel de fonds names
 * its addressee's lot); a document about no lot or several would give one lot's figure for
 * another's.
 */
function fitsLot(
  guess: StoredGuess,
  figure: FigureView,
  lots: string[],
  documentLots: string[] = [],
): boolean {
  if (!isLotField(figure.field)) return true;
  if (otherLotsNamed(documentLots, lots).length) return false;
  const lot = guess.lot ?? (documentLots.length === 1 ? documentLots[0] : null);
  if (lots.length <= 1) return !lot || !lots.length || sameLot(lot, lots[0]!);
  return Boolean(lot && figure.lot) && sameLot(lot!, figure.lot!);
}

/** The proposals of the documents for one figure, and whether one contradicts the seller. */
export function figureProposals(
  figure: FigureView,
  formValue: number | null,
  lots: string[],
  readings: DocumentGuesses[],
  documents: ReadonlyMap<string, DocumentSource>,
): FigureProposal[] {
  return readings.flatMap(({ document_id, guesses, lots: documentLots }) => {
    const document = documents.get(document_id);
    if (!document) return [];
    return guesses
      .filter((g) => g.field === figure.field && typeof g.amount === 'number')
      .filter((g) => fitsLot(g, figure, lots, documentLots))
      .map((g) => {
        const value = g.amount! / 100;
        return {
          value,
          document_id,
          document_label: document.label,
          document_date: dayOf(document),
          page: g.page,
          excerpt: g.excerpt,
          confidence: g.confidence,
          ...(g.proofs?.length ? { proofs: [...g.proofs] } : {}),
          disagrees: formValue !== null && Math.abs(Math.round(formValue * 100) - g.amount!) > 1,
        };
      });
  });
}

/**
 * Two documents giving different values for one figure (an appel de fonds and the relevé
 * de compte of the same lot): staff must say which one the pré-état daté prints, whatever
 * the seller answered.
 */
export function documentsDisagree(proposals: FigureProposal[]): boolean {
  return proposals.some((a) =>
    proposals.some(
      (b) => a.document_id !== b.document_id && Math.abs(Math.round((a.value - b.value) * 100)) > 1,
    ),
  );
}

/**
 * The dates the documents give for the order form's date fields, each marked when it
 * differs from the date the order holds; fields no document dates are left out. A fiscal
 * year read gives the closed years' dates, counted from the day the order was placed.
 */
export function dateReadings(
  held: Partial<Record<string, string | null>>,
  orderedOn: Date,
  readings: DocumentGuesses[],
  documents: ReadonlyMap<string, DocumentSource>,
): DateReading[] {
  return DATE_FIELDS.map(({ key }) => ({
    field: key,
    proposals: readings.flatMap(({ document_id, guesses }) => {
      const document = documents.get(document_id);
      if (!document) return [];
      return [...guesses, ...closedYearGuesses(guesses, orderedOn)]
        .filter((g) => g.field === key && typeof g.date === 'string')
        .map((g) => ({
          date: g.date!,
          document_id,
          document_label: document.label,
          document_date: dayOf(document),
          page: g.page,
          excerpt: g.excerpt,
          confidence: g.confidence,
          disagrees: Boolean(held[key]) && held[key] !== g.date,
        }));
    }),
  })).filter((reading) => reading.proposals.length);
}
