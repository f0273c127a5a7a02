import {
  createOrderForm,
  type DoctypeGuess,
  type FormErrors,
  type OrderForm,
  type OrderStep,
} from '@ped/domain';
import type { OrderUploadView, OrderView } from '../api/orders-api';
import type { FigureNotes } from './figure-notes';

export type SaveStatus = 'idle' | 'pending' | 'saving' | 'saved' | 'failed';

/**
 * The order being filled (docs/product.md §3.8: the form being filled, its error). Everything
 * typed lives here, so a failed call or a validation error never loses it.
 */
export interface DraftState {
  stored: OrderForm;
  orderid: string | null;
  /** the e-mail the order is saved under (a visitor's, or the session's) */
  account: string;
  step: OrderStep;
  /** French messages by field path, shown next to each field */
  errors: FormErrors;
  /** the amounts as typed ('1 234,56'), so an unreadable entry is kept as is */
  amountTexts: Record<string, string>;
  /** a password is kept encrypted by the API for this order */
  hasSyndicPassword: boolean;
  order: OrderView | null;
  /**
   * The order's uploads as this browser last changed them (null until the order is loaded):
   * a save's answer, which may have left before a change, never overrides them.
   */
  uploads: OrderUploadView[] | null;
  /**
   * Figures read in the documents uploaded during this visit, by field: where a prefilled
   * value came from, or what is offered. Kept here so they follow the seller from step to
   * step, but never sent to the API nor kept in the browser: they vanish on reload, when
   * the values themselves (already in `stored`) are what counts.
   */
  figures: FigureNotes;
  /** the type and date read in the documents uploaded during this visit, by upload id */
  readGuesses: Record<string, DoctypeGuess>;
  status: SaveStatus;
  error: string | null;
  loading: boolean;
}

export const initialDraftState = (): DraftState => ({
  stored: createOrderForm(),
  orderid: null,
  account: '',
  step: 'offre',
  errors: {},
  amountTexts: {},
  hasSyndicPassword: false,
  order: null,
  uploads: null,
  figures: {},
  readGuesses: {},
  status: 'idle',
  error: null,
  loading: false,
});
