/**
 * Where each figure is printed, per family of document (the doctype reader's kinds). The
 * value is looked for after the label on its line, or on the next lines when a table row
 * wraps. Patterns run on normalised text (lower case, no accents, see lines.ts). Each
 * rule's `example` must give `expected` and its `counterExample` nothing: the unit tests
 * check both.
 */
export interface FigureRule {
  kinds: string[];
  /** `{n}` is replaced by n or n1: the closed year the document is about (see subject.ts) */
  field: string;
  label: RegExp;
  value: 'amount' | 'date';
  /** a row prints the building's total before the lot's share: the share is the last */
  pick: 'first' | 'last';
  /** the label names a lot (first group): only the row of the lot sold is read */
  sameLot?: boolean;
  /**
   * A printed 0 is the answer (« Sommes exigibles non réglées : 0,00 »: nothing is owed),
   * where elsewhere a 0 is how syndics write « unknown » and proposes nothing.
   */
  zeroIsAnswer?: boolean;
  /**
   * The form asks the size of a balance that the accounts print on the side of its nature:
   * a supplier's debt or the works fund sits under « Crédit », signed minus by the reader.
   */
  magnitude?: boolean;
  /**
   * The form asks what the seller owes: a balance printed as a credit (« Report à nouveau
   * -120,00 ») is not owed and proposes nothing.
   */
  debtOnly?: boolean;
  /**
   * The row prints the year closed and the year before (an état financier): when the
   * table's header dates each column, the latest year's amount is read, wherever it sits.
   */
  closedColumn?: boolean;
  /**
   * The label does not tell every case apart (« Provisions appelées sur l'exercice » may
   * include works calls): the figure is proposed for the seller to check, below 0.9.
   */
  weak?: boolean;
  example: { lines: string[]; expected: number | string };
  counterExample: string[];
}
