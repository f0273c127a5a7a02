import type {
  DefaultBillingAddress,
  FormErrors,
  OfferCode,
  OrderForm,
  OrderStep,
} from '@ped/domain';
import type { OrderUploadView, OrderView } from '../api/orders-api';
import type { SavedDraft } from '../../../shared/draft-storage';
import type { FigureGuess, FigureNotes } from './figure-notes';

export const DRAFT = {
  start: 'stored/start',
  restore: 'stored/restore',
  resume: 'stored/resume',
  resumed: 'stored/resumed',
  resumeFailed: 'stored/resume-failed',
  patch: 'stored/patch',
  account: 'stored/account',
  amountText: 'stored/amount-text',
  defaultBillingAddress: 'stored/default-billing-address',
  goto: 'stored/goto',
  errors: 'stored/errors',
  save: 'stored/save',
  saving: 'stored/saving',
  saved: 'stored/saved',
  saveFailed: 'stored/save-failed',
  uploadAdded: 'stored/upload-added',
  uploadChanged: 'stored/upload-changed',
  uploadRemoved: 'stored/upload-removed',
  uploadRead: 'stored/upload-read',
  figureUsed: 'stored/figure-used',
  figureCleared: 'stored/figure-cleared',
} as const;

export const draftActions = {
  /** a new order, its offer taken from the URL's solution when there is one */
  start: (offer: OfferCode | null, account: string) =>
    ({ type: DRAFT.start, payload: { offer, account } }) as const,
  /** the draft kept in this browser, after a reload */
  restore: (saved: SavedDraft) => ({ type: DRAFT.restore, payload: saved }) as const,
  resume: (orderid: string, account: string | null) =>
    ({ type: DRAFT.resume, payload: { orderid, account } }) as const,
  resumed: (order: OrderView, account: string) =>
    ({ type: DRAFT.resumed, payload: { order, account } }) as const,
  resumeFailed: (message: string) => ({ type: DRAFT.resumeFailed, payload: message }) as const,
  patch: (patch: Partial<OrderForm>) => ({ type: DRAFT.patch, payload: patch }) as const,
  account: (email: string) => ({ type: DRAFT.account, payload: email }) as const,
  amountText: (key: string, text: string, euros: number | null) =>
    ({ type: DRAFT.amountText, payload: { key, text, euros } }) as const,
  /** the organisation's address of Paramètres, for an invoice block nobody filled yet */
  defaultBillingAddress: (address: DefaultBillingAddress) =>
    ({ type: DRAFT.defaultBillingAddress, payload: address }) as const,
  goto: (step: OrderStep) => ({ type: DRAFT.goto, payload: step }) as const,
  errors: (errors: FormErrors) => ({ type: DRAFT.errors, payload: errors }) as const,
  save: () => ({ type: DRAFT.save }) as const,
  saving: () => ({ type: DRAFT.saving }) as const,
  saved: (order: OrderView) => ({ type: DRAFT.saved, payload: order }) as const,
  saveFailed: (message: string) => ({ type: DRAFT.saveFailed, payload: message }) as const,
  /** a document the API received for this order: listed, and its link joins the form */
  uploadAdded: (upload: OrderUploadView) => ({ type: DRAFT.uploadAdded, payload: upload }) as const,
  /** its type, date or comment as the API saved them */
  uploadChanged: (upload: OrderUploadView) =>
    ({ type: DRAFT.uploadChanged, payload: upload }) as const,
  /** deleted by the API: off the list, its link off the form */
  uploadRemoved: (upload: OrderUploadView) =>
    ({ type: DRAFT.uploadRemoved, payload: upload }) as const,
  /**
   * An upload whose reading ended during this visit (ADR 064), as the API filled it: its
   * figures' sure ones fill empty fields, others are offered; its guess is asked about when
   * unsure.
   */
  uploadRead: (upload: OrderUploadView, figures: FigureGuess[]) =>
    ({ type: DRAFT.uploadRead, payload: { upload, figures } }) as const,
  /** « Utiliser »: the seller takes an offered figure */
  figureUsed: (field: keyof FigureNotes) => ({ type: DRAFT.figureUsed, payload: field }) as const,
  /** « Effacer »: a figure written from a document taken back */
  figureCleared: (field: keyof FigureNotes) =>
    ({ type: DRAFT.figureCleared, payload: field }) as const,
};

export type DraftAction = ReturnType<(typeof draftActions)[keyof typeof draftActions]>;
