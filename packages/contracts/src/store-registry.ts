import { createContext, useContext, useEffect } from 'react';
import { useSelector } from 'react-redux';
import type { Reducer } from 'redux';
import type { Saga } from 'redux-saga';

/**
 * The shell owns the Redux store; a remote brings its own state areas and sagas by
 * registering them when it mounts (docs/architecture.md §2.2). Registering twice is a no-op, so a
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
  if (!registry)
    throw new Error(
      'StoreRegistryContext manquant : le remote doit être monté par le shell ou son hôte de développement.',
    );
  return registry;
}

export interface StoreModule {
  key: string;
  reducer: Reducer;
  saga?: Saga;
}

/** Adds the modules' state areas and sagas to the store; those already there are kept. */
export function registerStoreModules(registry: StoreRegistry, modules: StoreModule[]): void {
  for (const m of modules) {
    registry.injectReducer(m.key, m.reducer);
    if (m.saga) registry.injectSaga(m.key, m.saga);
  }
}

/**
 * Registers the remote's modules when it mounts (a host that hydrates a pre-rendered page
 * registers them before, from RemoteAppModule.storeModules). Returns true once their areas are in the
 * store's state, so the remote renders what reads them only then. Injecting in an effect
 * (not during render) keeps the store's REPLACE notification out of React's render phase.
 */
export function useStoreModules(modules: StoreModule[]): boolean {
  const registry = useStoreRegistry();
  useEffect(() => {
    registerStoreModules(registry, modules);
    // Modules are static per remote: registering once per registry is the contract.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [registry]);
  return useSelector((state: Record<string, unknown>) =>
    modules.every((m) => state[m.key] !== undefined),
  );
}
