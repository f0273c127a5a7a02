import { useCallback } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useStoreModules } from '@ped/contracts';
import { resourcesReducer } from './reducer';
import { resourcesRequest, resourcesSaga } from './saga';
import type { ArgsOf, OperationName, ResultOf } from './operations';
import { RESOURCES_KEY, selectResources } from './state';

const MODULES = [{ key: RESOURCES_KEY, reducer: resourcesReducer, saga: resourcesSaga }];

/** Registers the `resources` area in the shell's store; true once it is there. */
export const useResourcesModule = () => useStoreModules(MODULES);

export const useResourcesState = () => useSelector(selectResources);

/** Runs a call through the saga; resolves with its result, rejects with the shown message. */
export function useResourcesCall() {
  const dispatch = useDispatch();
  return useCallback(
    <K extends OperationName>(name: K, ...args: ArgsOf<K>) =>
      new Promise<ResultOf<K>>((resolve, reject) => {
        dispatch(resourcesRequest(name, args, { resolve, reject }));
      }),
    [dispatch],
  );
}
