import type { DocumentSpec } from '../../spec';

/**
 * A ninth tuning batch, written before reading the rules: accounting documents whose figures
 * the reader proposes.
 */
export const ninthFigures: DocumentSpec[] = [];
