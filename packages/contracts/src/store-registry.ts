import { createContext, useContext, useEffect, useState } from 'react';
import type { Reducer } from 'redux';
import type { Saga } from 'redux-saga';

/**
 * The shell owns the Redux store; a remote brings its own state areas and sagas by
 * registering them when it mounts (DESIGN §2). Registering twice is a no-op, so a
 * remote that re-mounts keeps its state.
 */
export interface StoreRegistry {
  injectReducer(key: string, reducer: Reducer): void;
  injectSaga(key: string, saga: Saga): void;
  hasReducer(key: string): boolean;
}

export const StoreRegistryContext = createContext<StoreRegistry | null>(null);

export function useStoreRegistry(): StoreRegistry {
  const registry = useContext(StoreRegistryContext);
  if (!registry) throw new Error('StoreRegistryContext manquant : le remote doit être monté par le shell ou son hôte de développement.');
  return registry;
}

export interface StoreModule {
  key: string;
  reducer: Reducer;
  saga?: Saga;
}

/**
 * Registers the remote's modules before its first render that reads them.
 * Returns true once they are in the store.
 */
export function useStoreModules(modules: StoreModule[]): boolean {
  const registry = useStoreRegistry();
  const [ready, setReady] = useState(() => modules.every((m) => registry.hasReducer(m.key)));
  useEffect(() => {
    for (const m of modules) {
      registry.injectReducer(m.key, m.reducer);
      if (m.saga) registry.injectSaga(m.key, m.saga);
    }
    setReady(true);
    // Modules are static per remote: registering once per registry is the contract.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [registry]);
  return ready;
}
