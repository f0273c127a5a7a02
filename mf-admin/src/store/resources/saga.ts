import type { UnknownAction } from 'redux';
import type { Task } from 'redux-saga';
import { call, cancel, fork, put, take } from 'redux-saga/effects';
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

/** docs/product.md §8.2: the server's message, else the error's own, else the call's fallback. */
export function failureMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

interface LooseOperation {
  run(...args: unknown[]): Promise<unknown>;
  fallback: string | ((args: unknown[]) => string);
  onSuccess?: (result: unknown, args: unknown[]) => { type: string };
  silent?: boolean;
  latest?: boolean;
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

/** Every call runs at once, except that a list's newer page cancels the one still loading. */
export function* resourcesSaga() {
  const running = new Map<OperationName, Task>();
  while (true) {
    const action: ResourcesRequest = yield take('resources/request');
    const { name } = action.payload;
    const latest = (OPERATIONS[name] as unknown as LooseOperation).latest;
    const previous = latest ? running.get(name) : undefined;
    if (previous?.isRunning()) yield cancel(previous);
    const task: Task = yield fork(perform, action);
    if (latest) running.set(name, task);
  }
}
