import type { Reducer } from 'redux';
import type { ResourcesEvent } from './actions';
import { initialResourcesState, type ResourcesState } from './state';

const replaceById = <T extends { id: string }>(list: T[], item: T) =>
  list.map((x) => (x.id === item.id ? item : x));
const removeById = <T extends { id: string }>(list: T[], id: string) =>
  list.filter((x) => x.id !== id);

/**
 * SPEC §4 list states: a load replaces the list and clears the error, a failure keeps the
 * lists and stores the message, created items are appended, an updated syndic or document
 * replaces the one with its id, a deleted syndic, register or document is removed by id.
 */
export const resourcesReducer: Reducer<ResourcesState> = (
  state = initialResourcesState,
  incoming,
) => {
  const action = incoming as ResourcesEvent;
  switch (action.type) {
    case 'resources/syndicsLoaded':
      return { ...state, syndics: action.payload, error: null };
    case 'resources/syndicCreated':
      return { ...state, syndics: [...state.syndics, action.payload], error: null };
    case 'resources/syndicUpdated':
      return { ...state, syndics: replaceById(state.syndics, action.payload), error: null };
    case 'resources/syndicDeleted':
      return { ...state, syndics: removeById(state.syndics, action.payload), error: null };
    case 'resources/registersLoaded':
      return { ...state, registers: action.payload, error: null };
    case 'resources/registerCreated':
      return { ...state, registers: [...state.registers, action.payload], error: null };
    case 'resources/registerDeleted':
      return {
        ...state,
        registers: removeById(state.registers, action.payload),
        documents: state.documents.filter((d) => d.registration_id !== action.payload),
        error: null,
      };
    case 'resources/documentsLoaded':
      return { ...state, documents: action.payload, error: null };
    case 'resources/documentCreated':
      return { ...state, documents: [...state.documents, action.payload], error: null };
    case 'resources/documentUpdated':
      return { ...state, documents: replaceById(state.documents, action.payload), error: null };
    case 'resources/documentDeleted':
      return { ...state, documents: removeById(state.documents, action.payload), error: null };
    case 'resources/ordersLoaded':
      return {
        ...state,
        orders: action.payload,
        unpaidOrders: action.payload.filter((o) => o.pending),
        error: null,
      };
    case 'resources/orderUpdated':
      return {
        ...state,
        orders: state.orders.map((o) =>
          o.orderid === action.payload.orderid ? action.payload : o,
        ),
        error: null,
      };
    case 'resources/accountsLoaded':
      return { ...state, accounts: action.payload, error: null };
    case 'resources/uploaded':
      return { ...state, upload: action.payload, error: null };
    case 'resources/failed':
      return { ...state, error: action.payload };
    default:
      return state;
  }
};
