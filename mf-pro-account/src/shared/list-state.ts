import type { Reducer } from 'redux';

/** List states (docs/product.md §4.7): empty list and no error; a load replaces the list and clears the error; a failure keeps its message. */
export interface ListState<Item> {
  items: Item[];
  error: string | null;
  loading: boolean;
}

export function listStateModule<Item>(area: string) {
  const types = {
    load: `${area}/load`,
    loaded: `${area}/loaded`,
    failed: `${area}/failed`,
  } as const;
  const actions = {
    load: () => ({ type: types.load }),
    loaded: (items: Item[]) => ({ type: types.loaded, payload: items }),
    failed: (message: string) => ({ type: types.failed, payload: message }),
  };
  const initial: ListState<Item> = { items: [], error: null, loading: false };
  const reducer: Reducer<ListState<Item>> = (state = initial, action) => {
    switch (action.type) {
      case types.load:
        return { ...state, loading: true };
      case types.loaded:
        return {
          items: (action as ReturnType<typeof actions.loaded>).payload,
          error: null,
          loading: false,
        };
      case types.failed:
        return {
          ...state,
          error: (action as ReturnType<typeof actions.failed>).payload,
          loading: false,
        };
      default:
        return state;
    }
  };
  return { types, actions, reducer, initial };
}

export const errorMessage = (error: unknown, fallback = 'Une erreur est survenue, réessayez') =>
  error instanceof Error && error.message ? error.message : fallback;
