import type { Reducer } from 'redux';
import type { ListPage } from '@ped/client';
import type { ResourcesEvent } from './actions';
import { listRowOf } from './list-row';
import { initialResourcesState, type ResourcesState } from './state';

const replaceById = <T extends { id: string }>(list: T[], item: T) =>
  list.map((x) => (x.id === item.id ? item : x));
const removeById = <T extends { id: string }>(list: T[], id: string) =>
  list.filter((x) => x.id !== id);

/** A page gains or loses an item: the total follows (the screen reloads the page after). */
const appended = <T>(page: ListPage<T>, item: T): ListPage<T> => ({
  ...page,
  items: [...page.items, item],
  total: page.total + 1,
});
function removed<T extends { id: string }>(page: ListPage<T>, id: string): ListPage<T> {
  const items = removeById(page.items, id);
  return { ...page, items, total: page.total - (page.items.length - items.length) };
}

/**
 * List states (docs/product.md §4.7): a load replaces the page and clears the error, a failure keeps the
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
      return { ...state, syndics: appended(state.syndics, action.payload), error: null };
    case 'resources/syndicUpdated':
      return {
        ...state,
        syndics: { ...state.syndics, items: replaceById(state.syndics.items, action.payload) },
        error: null,
      };
    case 'resources/syndicDeleted':
      return { ...state, syndics: removed(state.syndics, action.payload), error: null };
    case 'resources/registersLoaded':
      return {
        ...state,
        registers: action.payload,
        documents: action.payload.items.flatMap((register) => register.documents),
        error: null,
      };
    case 'resources/registerCreated':
      return {
        ...state,
        registers: appended(state.registers, { ...action.payload, documents: [] }),
        error: null,
      };
    case 'resources/registerDeleted':
      return {
        ...state,
        registers: removed(state.registers, action.payload),
        documents: state.documents.filter((d) => d.registration_id !== action.payload),
        error: null,
      };
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
        unpaidOrders: action.payload.items.filter((o) => o.pending),
        error: null,
      };
    case 'resources/orderOpened':
      return { ...state, order: action.payload, error: null };
    case 'resources/orderUpdated': {
      const updated = action.payload;
      return {
        ...state,
        order: state.order?.orderid === updated.orderid ? updated : state.order,
        orders: {
          ...state.orders,
          items: state.orders.items.map((o) =>
            o.orderid === updated.orderid ? listRowOf(o, updated) : o,
          ),
        },
        error: null,
      };
    }
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
