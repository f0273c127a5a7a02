import type { Reducer } from 'redux';
import { withDefaultBillingAddress } from '@ped/domain';
import { DRAFT, type DraftAction } from './draft-actions';
import { initialDraftState, type DraftState } from './draft-state';
import { formOfStored } from './order-view-form';
import {
  withFigureCleared,
  withFigureUsed,
  withFiguresRead,
  withoutFilledNotesOf,
  withoutOffersOf,
} from './figure-notes';

/** Errors of the fields a change touched disappear; the others stay until re-checked. */
function withoutErrorsOf(errors: DraftState['errors'], keys: string[]): DraftState['errors'] {
  return Object.fromEntries(
    Object.entries(errors).filter(
      ([path]) => !keys.some((key) => path === key || path.startsWith(`${key}.`)),
    ),
  );
}

export const draftReducer: Reducer<DraftState, DraftAction> = (
  state = initialDraftState(),
  action,
) => {
  switch (action.type) {
    case DRAFT.start: {
      const fresh = initialDraftState();
      return {
        ...fresh,
        account: action.payload.account,
        stored: { ...fresh.stored, offer: action.payload.offer, email: action.payload.account },
        uploads: [],
      };
    }
    case DRAFT.restore:
      return {
        ...initialDraftState(),
        ...action.payload,
        stored: formOfStored(action.payload.stored),
      };
    case DRAFT.resume:
      return { ...state, loading: true, error: null };
    case DRAFT.resumed: {
      const { order, account } = action.payload;
      return {
        ...initialDraftState(),
        orderid: order.orderid,
        account,
        stored: formOfStored(order.stored),
        hasSyndicPassword: order.payload.syndic.has_password,
        order,
        uploads: order.uploads,
        status: 'saved',
        step: state.orderid === order.orderid ? state.step : 'offre',
      };
    }
    case DRAFT.resumeFailed:
      return { ...state, loading: false, error: action.payload };
    case DRAFT.patch:
      return {
        ...state,
        stored: { ...state.stored, ...action.payload },
        errors: withoutErrorsOf(state.errors, Object.keys(action.payload)),
        figures: withoutFilledNotesOf(state.figures, Object.keys(action.payload)),
        status: 'pending',
      };
    case DRAFT.account:
      return {
        ...state,
        account: action.payload,
        stored: { ...state.stored, email: action.payload },
        errors: withoutErrorsOf(state.errors, ['email']),
        status: 'pending',
      };
    case DRAFT.amountText: {
      const { key, text, euros } = action.payload;
      return {
        ...state,
        amountTexts: { ...state.amountTexts, [key]: text },
        stored: { ...state.stored, [key]: euros },
        errors: withoutErrorsOf(state.errors, [key]),
        figures: withoutFilledNotesOf(state.figures, [key]),
        status: 'pending',
      };
    }
    case DRAFT.defaultBillingAddress: {
      const invoice = withDefaultBillingAddress(state.stored.invoice, action.payload);
      if (invoice === state.stored.invoice) return state;
      return { ...state, stored: { ...state.stored, invoice }, status: 'pending' };
    }
    case DRAFT.goto:
      return { ...state, step: action.payload, errors: {} };
    case DRAFT.errors:
      return { ...state, errors: action.payload };
    case DRAFT.saving:
      return { ...state, status: 'saving' };
    case DRAFT.saved:
      return {
        ...state,
        orderid: action.payload.orderid,
        order: action.payload,
        uploads: state.uploads ?? action.payload.uploads,
        hasSyndicPassword: action.payload.payload.syndic.has_password,
        status: state.status === 'saving' ? 'saved' : state.status,
        error: null,
      };
    case DRAFT.saveFailed:
      return { ...state, status: 'failed', error: action.payload };
    case DRAFT.uploadAdded:
      return {
        ...state,
        uploads: [...(state.uploads ?? []), action.payload],
        stored: { ...state.stored, links: [...state.stored.links, { link: action.payload.url }] },
        errors: withoutErrorsOf(state.errors, ['links']),
        status: 'pending',
      };
    case DRAFT.uploadChanged:
      return {
        ...state,
        uploads: (state.uploads ?? []).map((upload) =>
          upload.id === action.payload.id ? action.payload : upload,
        ),
      };
    case DRAFT.uploadRemoved:
      return {
        ...state,
        uploads: (state.uploads ?? []).filter((upload) => upload.id !== action.payload.id),
        stored: {
          ...state.stored,
          links: state.stored.links.filter(({ link }) => link !== action.payload.url),
        },
        figures: withoutOffersOf(state.figures, action.payload.id),
        status: 'pending',
      };
    case DRAFT.uploadRead: {
      const { upload, figures } = action.payload;
      const { guess } = upload.reading;
      return withFiguresRead(
        {
          ...state,
          uploads: (state.uploads ?? []).map((shown) => (shown.id === upload.id ? upload : shown)),
          readGuesses: guess ? { ...state.readGuesses, [upload.id]: guess } : state.readGuesses,
        },
        // the name the seller sees in the list, to say where a figure was read
        { id: upload.id, fileName: upload.name, lots: guess?.lots },
        figures,
      );
    }
    case DRAFT.figureUsed:
      return withFigureUsed(state, action.payload);
    case DRAFT.figureCleared:
      return withFigureCleared(state, action.payload);
    default:
      return state;
  }
};
