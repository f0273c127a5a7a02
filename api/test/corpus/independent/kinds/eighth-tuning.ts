import type { DocumentSpec } from '../../spec';

/**
 * An eighth tuning batch, written before reading the rules.
 */
export const eighthTuning: DocumentSpec[] = [];
