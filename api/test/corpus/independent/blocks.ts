import type { Block, DocumentSpec, ExpectedFigure } from '../spec';

/**
 * Shorthands for writing documents by hand: every document of this corpus is typed out
 * literally (amounts and dates as printed), so nothing here formats a value.
 */
export const title = (text: string): Block => ({ t: 'title', text });
export const heading = (text: string): Block => ({ t: 'heading', text });
export const p = (text: string): Block => ({ t: 'p', text });
export const small = (text: string): Block => ({ t: 'small', text });
export const right = (text: string): Block => ({ t: 'right', text });
/** the first row is the header */
export const table = (...rows: string[][]): Block => ({ t: 'table', rows });
/**
 * A software listing: small print, amounts right-aligned in their columns, a rule under
 * the header only; the first row is the header
 */
export const listing = (...rows: string[][]): Block => ({ t: 'table', rows, listing: true });

/** an amount in cents read on a 1-based page */
export const money = (field: string, amount: number, page = 1): ExpectedFigure => ({
  field,
  amount,
  page,
});

/** a day 'YYYY-MM-DD' read on a 1-based page */
export const day = (field: string, date: string, page = 1): ExpectedFigure => ({
  field,
  date,
  page,
});

/** how a scanner left the document: resolution, skew in degrees, grain */
export const scanned = (
  dpi: number,
  angle: number,
  noise: number,
  as: 'png' | 'pdf' = 'pdf',
): NonNullable<DocumentSpec['scan']> => ({ dpi, angle, noise, as });
