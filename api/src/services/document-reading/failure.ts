import type { ReadingFailureCode } from '@ped/domain';
import { READING_BUDGETS } from './budgets';

/** Why a reading stopped, as stored and shown: a code for software, a reason in French. */
export interface ReadingFailure {
  code: ReadingFailureCode;
  reason: string;
}

/** '30,5' for 30 500 000 pixels, '25' for 25 000 000. */
const millions = (pixels: number) => String(Math.round(pixels / 100_000) / 10).replace('.', ',');

/** The reasons people read, one per code; `detail` completes those that name a figure. */
export function readingFailure(
  code: ReadingFailureCode,
  detail: { pixels?: number; mimetype?: string } = {},
): ReadingFailure {
  const reason = {
    time: 'la lecture a dépassé le temps prévu pour un document',
    memory: 'le document demande trop de mémoire pour être lu',
    pixels: `l’image est trop grande (${millions(detail.pixels ?? 0)} millions de pixels, ${millions(READING_BUDGETS.ocrImagePixels)} au plus)`,
    text: 'le document contient bien plus de texte qu’un document de copropriété',
    format:
      detail.mimetype === 'image/heic'
        ? 'les photos HEIC ne sont pas lues automatiquement (envoyez un PDF, un JPEG ou un PNG pour qu’elles le soient)'
        : 'ce format d’image n’est pas lu automatiquement (envoyez un PDF, un JPEG ou un PNG pour qu’il le soit)',
    unreadable: 'le fichier est endommagé ou n’est pas lisible',
    interrupted: 'la lecture a été interrompue',
  }[code];
  return { code, reason };
}

/** What a reader task answers: its result, or the budget or defect that stopped it. */
export type Outcome<T> = { ok: true; value: T } | { ok: false; failure: ReadingFailure };

export const succeeded = <T>(value: T): Outcome<T> => ({ ok: true, value });
export const failed = <T>(failure: ReadingFailure): Outcome<T> => ({ ok: false, failure });

/** Thrown inside a reader to stop at once with a failure; caught at the task's edge. */
export class ReadingStopped extends Error {
  constructor(readonly failure: ReadingFailure) {
    super(failure.reason);
  }
}
