import type { UnknownAction } from 'redux';
import { call, put, takeEvery } from 'redux-saga/effects';
import { shellActions } from '@ped/contracts';
import { resourcesEvents } from './actions';
import { OPERATIONS, type ArgsOf, type OperationName, type ResultOf } from './operations';

export interface ResourcesRequest<K extends OperationName = OperationName> extends UnknownAction {
  type: 'resources/request';
  payload: { name: K; args: ArgsOf<K> };
  meta: { resolve(result: ResultOf<K>): void; reject(error: Error): void };
}

export const resourcesRequest = <K extends OperationName>(
  name: K,
  args: ArgsOf<K>,
  meta: ResourcesRequest<K>['meta'],
): ResourcesRequest<K> => ({
  type: 'resources/request',
  payload: { name, args },
  meta,
});

/** SPEC §8: the server's message, else the error's own, else the call's fallback. */
export function failureMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

interface LooseOperation {
  run(...args: unknown[]): Promise<unknown>;
  fallback: string | ((args: unknown[]) => string);
  onSuccess?: (result: unknown, args: unknown[]) => { type: string };
  silent?: boolean;
}

function* perform(action: ResourcesRequest) {
  const operation = OPERATIONS[action.payload.name] as unknown as LooseOperation;
  const args = action.payload.args as unknown[];
  try {
    const result: unknown = yield call(operation.run, ...args);
    if (operation.onSuccess) yield put(operation.onSuccess(result, args));
    action.meta.resolve(result as never);
  } catch (error) {
    const fallback =
      typeof operation.fallback === 'function' ? operation.fallback(args) : operation.fallback;
    const message = failureMessage(error, fallback);
    yield put(resourcesEvents.failed(message));
    if (operation.silent) console.error(message, error);
    else yield put(shellActions.notify(message, 'error'));
    action.meta.reject(new Error(message));
  }
}

export function* resourcesSaga() {
  yield takeEvery('resources/request', perform);
}
