import {
  applyMiddleware,
  combineReducers,
  compose,
  legacy_createStore as createStore,
  type Reducer,
  type Store,
} from 'redux';
import createSagaMiddleware, { type Saga, type Task } from 'redux-saga';
import type { StoreRegistry } from '@ped/contracts';

export interface InjectableStore {
  store: Store;
  registry: StoreRegistry;
}

/**
 * A Redux store with a reducer registry and the saga middleware (docs/architecture.md §2.2): the shell
 * starts it with its own areas, remotes add theirs when they mount. Dev hosts reuse it.
 */
export function createInjectableStore(
  baseReducers: Record<string, Reducer>,
  baseSagas: Saga[] = [],
): InjectableStore {
  const reducers: Record<string, Reducer> = { ...baseReducers };
  const sagas = new Map<string, Task>();
  const sagaMiddleware = createSagaMiddleware({
    onError: (error) => console.error('Erreur non gérée dans une saga', error),
  });
  const devtools = (globalThis as { __REDUX_DEVTOOLS_EXTENSION_COMPOSE__?: typeof compose })
    .__REDUX_DEVTOOLS_EXTENSION_COMPOSE__;
  const store = createStore(
    combineReducers(reducers),
    (devtools ?? compose)(applyMiddleware(sagaMiddleware)),
  );
  baseSagas.forEach((saga) => sagaMiddleware.run(saga));

  const registry: StoreRegistry = {
    hasReducer: (key) => key in reducers,
    injectReducer(key, reducer) {
      if (reducers[key] === reducer) return;
      reducers[key] = reducer;
      store.replaceReducer(combineReducers(reducers));
    },
    injectSaga(key, saga) {
      if (sagas.has(key)) return;
      sagas.set(key, sagaMiddleware.run(saga));
    },
  };
  return { store, registry };
}
