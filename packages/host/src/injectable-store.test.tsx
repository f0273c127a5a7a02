import { act, render, screen } from '@testing-library/react';
import { useSelector } from 'react-redux';
import type { Reducer } from 'redux';
import { put, takeEvery } from 'redux-saga/effects';
import { useStoreModules, type StoreModule } from '@ped/contracts';
import { HostProviders } from './HostProviders';
import { devRuntimeConfig } from './standalone';
import { createInjectableStore } from './injectable-store';

const counter: Reducer<{ value: number }> = (state = { value: 0 }, action) =>
  action.type === 'counter/incremented' ? { value: state.value + 1 } : state;

function* counterSaga() {
  yield takeEvery('counter/requested', function* () {
    yield put({ type: 'counter/incremented' });
  });
}

const counterModule: StoreModule = { key: 'counter', reducer: counter, saga: counterSaga };

function RemoteLike() {
  const ready = useStoreModules([counterModule]);
  const value = useSelector((state: { counter?: { value: number } }) => state.counter?.value);
  return <p>{ready ? `prêt ${value}` : 'chargement'}</p>;
}

describe('the shell store with injection', () => {
  it('keeps the shell areas and adds a remote area with its saga when the remote mounts', async () => {
    const shellArea: Reducer<{ open: boolean }> = (state = { open: false }) => state;
    const host = createInjectableStore({ snackbar: shellArea });
    render(
      <HostProviders host={host} config={devRuntimeConfig()}>
        <RemoteLike />
      </HostProviders>,
    );
    expect(await screen.findByText('prêt 0')).toBeInTheDocument();
    act(() => {
      host.store.dispatch({ type: 'counter/requested' });
    });
    expect(screen.getByText('prêt 1')).toBeInTheDocument();
    expect(host.store.getState()).toMatchObject({
      snackbar: { open: false },
      counter: { value: 1 },
    });
  });

  it('registers a module once: a remounted remote keeps its state and its saga runs once', async () => {
    const host = createInjectableStore({
      snackbar: (state: { open: boolean } = { open: false }) => state,
    });
    const first = render(
      <HostProviders host={host} config={devRuntimeConfig()}>
        <RemoteLike />
      </HostProviders>,
    );
    await screen.findByText('prêt 0');
    first.unmount();
    render(
      <HostProviders host={host} config={devRuntimeConfig()}>
        <RemoteLike />
      </HostProviders>,
    );
    await screen.findByText('prêt 0');
    act(() => {
      host.store.dispatch({ type: 'counter/requested' });
    });
    expect(host.store.getState().counter).toEqual({ value: 1 });
    expect(host.registry.hasReducer('counter')).toBe(true);
  });
});
