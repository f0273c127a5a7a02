import type { DocumentSpec } from '../../spec';

/**
 * A seventh batch, never seen: written by someone who read neither the rules nor the other
 * documents and never ran the reader on it, to measure the confidence's calibration again
 * after six tuning batches. Nobody tunes on it; only aggregate scores are read.
 */
export const seventhNeverSeen: DocumentSpec[] = [];
