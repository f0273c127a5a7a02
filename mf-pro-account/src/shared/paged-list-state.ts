import type { Reducer } from 'redux';
import { call, put, select, takeLatest } from 'redux-saga/effects';
import type { ListPage } from '@ped/client';
import { firstTableQuery, type SortState, type TableQuery } from '@ped/ui';
import { errorMessage } from './list-state';

/**
 * List states (docs/product.md §4.7) for a list the API pages (ADR 050): the page shown, the total, the
 * query that asked for it. A load keeps the rows on screen until the next page replaces
 * them and clears the error; a failure keeps its message.
 */
export interface PagedListState<Item> {
  items: Item[];
  total: number;
  query: TableQuery;
  error: string | null;
  loading: boolean;
}

/** A state area (its store key) for one paged list, and the saga that loads it. */
export function pagedListModule<Item>(area: string, initialSort: SortState) {
  const types = {
    load: `${area}/load`,
    loaded: `${area}/loaded`,
    failed: `${area}/failed`,
  } as const;
  const actions = {
    /** loads a page: this query, or the one on screen again */
    load: (query?: TableQuery) => ({ type: types.load, payload: query }),
    loaded: (page: ListPage<Item>) => ({ type: types.loaded, payload: page }),
    failed: (message: string) => ({ type: types.failed, payload: message }),
  };
  const initial: PagedListState<Item> = {
    items: [],
    total: 0,
    query: firstTableQuery(initialSort),
    error: null,
    loading: false,
  };
  const reducer: Reducer<PagedListState<Item>> = (state = initial, action) => {
    switch (action.type) {
      case types.load: {
        const query = (action as ReturnType<typeof actions.load>).payload;
        return { ...state, loading: true, query: query ?? state.query };
      }
      case types.loaded: {
        const { items, total } = (action as ReturnType<typeof actions.loaded>).payload;
        return { ...state, items, total, error: null, loading: false };
      }
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
  const selectState = (state: Record<string, unknown>): PagedListState<Item> =>
    (state[area] as PagedListState<Item> | undefined) ?? initial;

  /** Loads the query in the state; the latest request wins. `reloadOn`: other actions that reload it. */
  function saga(
    fetchPage: (query: TableQuery) => Promise<ListPage<Item>>,
    reloadOn: string[] = [],
  ) {
    function* loadPage() {
      const { query }: PagedListState<Item> = yield select(selectState);
      try {
        const page: ListPage<Item> = yield call(fetchPage, query);
        yield put(actions.loaded(page));
      } catch (error) {
        yield put(actions.failed(errorMessage(error)));
      }
    }
    return function* pagedListSaga() {
      yield takeLatest([types.load, ...reloadOn], loadPage);
    };
  }

  return { types, actions, reducer, initial, select: selectState, saga };
}
