import {
  CONFIDENT_GUESS,
  DATE_FIELDS,
  FINANCIAL_FIELD_KEYS,
  formatAmountInput,
  isLotField,
  otherLotsNamed,
  saleLotNumbers,
  type DateField,
  type FinancialField,
} from '@ped/domain';
import type { FigureGuess } from '../api/orders-api';
import type { DraftState } from './draft-state';

export type { FigureGuess };

const DATE_KEYS: readonly string[] = DATE_FIELDS.map((f) => f.key);
const AMOUNT_KEYS: readonly string[] = FINANCIAL_FIELD_KEYS;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A figure read: integer cents for an amount, 'YYYY-MM-DD' for a date. */
export type FigureValue = { amount: number } | { date: string };

/** What a field holds, both ways it is kept, so « Effacer » can put it back exactly. */
interface FieldContent {
  value: number | string | null;
  text: string | undefined;
}

/**
 * A figure read in a document, for one field of the form: written ('filled', with what the
 * field held before so it can be undone) or only offered to the seller ('offered').
 */
export type FigureNote = {
  uploadId: string;
  fileName: string;
  page: number;
  value: FigureValue;
} & ({ kind: 'offered' } | { kind: 'filled'; before: FieldContent });

export type FigureNotes = Partial<Record<FinancialField | DateField, FigureNote>>;

type NotedField = keyof FigureNotes;

/** The form's field and value a guess is for; null for a field the form has no input for. */
function readable(guess: FigureGuess): { field: NotedField; value: FigureValue } | null {
  if (AMOUNT_KEYS.includes(guess.field) && Number.isInteger(guess.amount))
    return { field: guess.field as FinancialField, value: { amount: guess.amount! } };
  if (DATE_KEYS.includes(guess.field) && guess.date && ISO_DAY.test(guess.date))
    return { field: guess.field as DateField, value: { date: guess.date } };
  return null;
}

const contentOf = (state: DraftState, field: NotedField): FieldContent => ({
  value: state.stored[field],
  text: state.amountTexts[field],
});

/** Empty means nothing typed at all: an unreadable amount ('1 2a4') is still the seller's. */
const isEmpty = ({ value, text }: FieldContent) => value === null && !text?.trim();

/** The form keeps euros; cents are divided once, so 123456 reads back as '1 234,56'. */
const formValueOf = (value: FigureValue) => ('amount' in value ? value.amount / 100 : value.date);

const holds = (content: FieldContent, value: FigureValue) =>
  'amount' in value
    ? typeof content.value === 'number' && Math.round(content.value * 100) === value.amount
    : content.value === value.date;

/** The field set to a figure, the amount's text shown as the field would format it. */
function written(state: DraftState, field: NotedField, value: FigureValue): DraftState {
  const formValue = formValueOf(value);
  return {
    ...state,
    stored: { ...state.stored, [field]: formValue },
    amountTexts:
      typeof formValue === 'number'
        ? { ...state.amountTexts, [field]: formatAmountInput(formValue) }
        : state.amountTexts,
    status: 'pending',
  };
}

/**
 * The figures of one document just uploaded: a sure one fills an empty field, any other one
 * that differs from the field is offered. Several guesses for a field keep the surest. A
 * document naming other lots than the sale's gives none of the lot's amounts (ADR 104).
 */
export function withFiguresRead(
  state: DraftState,
  upload: { id: string; fileName: string; lots?: string[] },
  guesses: FigureGuess[],
): DraftState {
  const elsewhere = otherLotsNamed(upload.lots, saleLotNumbers(state.stored)).length > 0;
  const surest = new Map<NotedField, FigureGuess & { value: FigureValue }>();
  for (const guess of guesses) {
    if (elsewhere && isLotField(guess.field)) continue;
    const read = readable(guess);
    if (!read) continue;
    const known = surest.get(read.field);
    if (!known || guess.confidence > known.confidence)
      surest.set(read.field, { ...guess, value: read.value });
  }
  let next = state;
  for (const [field, guess] of surest) {
    const content = contentOf(next, field);
    if (holds(content, guess.value)) continue;
    const source = { uploadId: upload.id, fileName: upload.fileName, page: guess.page };
    const sure = guess.confidence >= CONFIDENT_GUESS && isEmpty(content);
    const note: FigureNote = sure
      ? { ...source, value: guess.value, kind: 'filled', before: content }
      : { ...source, value: guess.value, kind: 'offered' };
    next = {
      ...(sure ? written(next, field, guess.value) : next),
      figures: { ...next.figures, [field]: note },
    };
  }
  return next;
}

/** « Utiliser »: the offered figure written, undoable like a prefill. */
export function withFigureUsed(state: DraftState, field: NotedField): DraftState {
  const note = state.figures[field];
  if (note?.kind !== 'offered') return state;
  return {
    ...written(state, field, note.value),
    figures: {
      ...state.figures,
      [field]: { ...note, kind: 'filled', before: contentOf(state, field) },
    },
  };
}

/** « Effacer »: the field back to what it held before the figure was written. */
export function withFigureCleared(state: DraftState, field: NotedField): DraftState {
  const note = state.figures[field];
  if (note?.kind !== 'filled') return state;
  const { [field]: _cleared, ...figures } = state.figures;
  const { [field]: _text, ...otherTexts } = state.amountTexts;
  return {
    ...state,
    stored: { ...state.stored, [field]: note.before.value },
    amountTexts:
      note.before.text === undefined ? otherTexts : { ...otherTexts, [field]: note.before.text },
    figures,
    status: 'pending',
  };
}

/** Once the seller types in a field, « Lu dans … » would no longer be true; an offer still stands. */
export function withoutFilledNotesOf(figures: FigureNotes, keys: string[]): FigureNotes {
  return Object.fromEntries(
    Object.entries(figures).filter(([key, note]) => note.kind !== 'filled' || !keys.includes(key)),
  );
}

/** A deleted document's offers go with it; what it filled stays, as the seller kept it. */
export function withoutOffersOf(figures: FigureNotes, uploadId: string): FigureNotes {
  return Object.fromEntries(
    Object.entries(figures).filter(
      ([, note]) => note.kind !== 'offered' || note.uploadId !== uploadId,
    ),
  );
}
