import { runSaga, stdChannel, type EffectMiddleware } from 'redux-saga';
import { call } from 'redux-saga/effects';
import type { Order, StoreOrderBody } from '@ped/client';
import { fakeApi, reply, type FakeApi } from '@ped/host/testing';
import { orderFixture } from '../../../testing/orders';
import { readSavedDraft } from '../../../shared/draft-storage';
import { saveDraft } from '../api/orders-api';
import { draftActions, type DraftAction } from './draft-actions';
import { draftReducer } from './draft-reducer';
import { SAVE_DEBOUNCE_MS, draftSaga } from './draft-saga';
import { initialDraftState } from './draft-state';

const EMAIL = 'vendeuse@exemple.fr';
const SAVED = orderFixture({ orderid: 'AB12CD' });

/** The draft saga as the store runs it: every action reaches the reducer, then the saga. */
function startDraft(account = EMAIL, effectMiddlewares: EffectMiddleware[] = []) {
  const channel = stdChannel<DraftAction>();
  let state = { stored: draftReducer(initialDraftState(), draftActions.start('cle', account)) };
  const dispatch = (action: DraftAction) => {
    state = { stored: draftReducer(state.stored, action) };
    channel.put(action);
  };
  const task = runSaga({ channel, dispatch, getState: () => state, effectMiddlewares }, draftSaga);
  return { dispatch, draft: () => state.stored, stop: () => task.cancel() };
}

// the API at the HTTP level: each test says what it answers
let api: FakeApi;

/** Each save the saga sent, as POST /order/store received it. */
const saves = () => api.calls('POST', '/order/store').map((r) => r.body as StoreOrderBody);

/** A first save the test answers when it wants, to act while it is under way. */
function pendingSave() {
  let answer!: (order: Order) => void;
  api.on('POST', '/order/store', () => new Promise((resolve) => (answer = resolve)), SAVED);
  return (order: Order) => answer(order);
}

/** Lets the answers of the fake API reach the saga. */
const settle = () => jest.advanceTimersByTimeAsync(0);

let running: ReturnType<typeof startDraft> | null = null;
const open = (account?: string, effectMiddlewares?: EffectMiddleware[]) =>
  (running = startDraft(account, effectMiddlewares));

describe('saving the order being filled (draft saga)', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    api = fakeApi().on('POST', '/order/store', SAVED);
    localStorage.clear();
  });
  afterEach(() => {
    running?.stop();
    jest.useRealTimers();
  });

  it('saves once the customer pauses, with what was typed last', async () => {
    const { dispatch, draft } = open();
    dispatch(draftActions.patch({ address: '12 rue des Lilas' }));
    await jest.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS - 100);
    dispatch(draftActions.patch({ city: 'Lyon' }));
    await jest.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS - 1);
    expect(saves()).toEqual([]);
    expect(draft().status).toBe('pending');

    await jest.advanceTimersByTimeAsync(1);
    expect(saves()).toEqual([
      expect.objectContaining({
        orderid: null,
        account: EMAIL,
        stored: expect.objectContaining({ address: '12 rue des Lilas', city: 'Lyon' }),
        confirmed: null,
      }),
    ]);
    await settle();
    expect(draft()).toMatchObject({ orderid: 'AB12CD', status: 'saved', error: null });
  });

  it('keeps the form in this browser at each change, never the syndic password', async () => {
    const { dispatch } = open();
    dispatch(draftActions.patch({ address: '12 rue des Lilas' }));
    dispatch(
      draftActions.patch({
        syndic: { name: 'Foncia', url: '', username: 'v', password: 'secret' },
      }),
    );
    expect(readSavedDraft()).toMatchObject({
      account: EMAIL,
      stored: { address: '12 rue des Lilas', syndic: { name: 'Foncia', password: '' } },
    });
    // the API keeps it, encrypted
    await jest.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS);
    expect(saves()[0]!.stored.syndic).toMatchObject({ password: 'secret' });
  });

  it('sends nothing before a valid e-mail names the order', async () => {
    const { dispatch, draft } = open('');
    dispatch(draftActions.patch({ address: '12 rue des Lilas' }));
    dispatch(draftActions.account('vendeuse@'));
    await jest.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS);
    expect(saves()).toEqual([]);
    expect(draft().status).toBe('pending');

    dispatch(draftActions.account(EMAIL));
    await jest.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS);
    expect(saves()).toContainEqual(
      expect.objectContaining({
        account: EMAIL,
        stored: expect.objectContaining({ address: '12 rue des Lilas' }),
      }),
    );
  });

  it('keeps what was typed when a save fails, says why, and saves again on « Réessayer »', async () => {
    api.on('POST', '/order/store', reply(503, 'Service momentanément indisponible'), SAVED);
    const { dispatch, draft } = open();
    dispatch(draftActions.patch({ address: '12 rue des Lilas' }));
    await jest.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS);
    expect(draft()).toMatchObject({
      status: 'failed',
      error: 'Service momentanément indisponible',
    });
    expect(draft().stored.address).toBe('12 rue des Lilas');
    expect(readSavedDraft()?.stored.address).toBe('12 rue des Lilas');

    dispatch(draftActions.save());
    await settle();
    expect(saves()).toHaveLength(2);
    expect(draft()).toMatchObject({ orderid: 'AB12CD', status: 'saved', error: null });
  });

  it('says « Enregistrement impossible » when a failure carries no message', async () => {
    // the client always says why (ApiError), so the failure is given to the saga itself
    const failsSilently: EffectMiddleware = (next) => (effect) =>
      next(
        effect?.type === 'CALL' && effect.payload.fn === saveDraft
          ? call(() => Promise.reject(new Error('')))
          : effect,
      );
    const { dispatch, draft } = open(EMAIL, [failsSilently]);
    dispatch(draftActions.save());
    await settle();
    expect(draft()).toMatchObject({ status: 'failed', error: 'Enregistrement impossible' });
  });

  it('saves at once when the customer changes step', async () => {
    const { dispatch } = open();
    dispatch(draftActions.patch({ address: '12 rue des Lilas' }));
    dispatch(draftActions.goto('bien'));
    await settle();
    expect(saves()).toHaveLength(1);
    expect(readSavedDraft()?.step).toBe('bien');
  });

  it('saves one at a time: changes made meanwhile go in one more save, under the number the first got', async () => {
    const answerFirst = pendingSave();
    const { dispatch, draft } = open();
    dispatch(draftActions.patch({ address: '12 rue des Lilas' }));
    await jest.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS);
    expect(saves()).toHaveLength(1);

    dispatch(draftActions.patch({ city: 'Lyon' }));
    await jest.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS);
    dispatch(draftActions.goto('vendeurs'));
    await settle();
    // the first save is never cancelled (that would create the order twice), nor doubled
    expect(saves()).toHaveLength(1);

    answerFirst(SAVED);
    await settle();
    expect(saves()).toHaveLength(2);
    expect(saves()[1]).toMatchObject({
      orderid: 'AB12CD',
      stored: expect.objectContaining({ address: '12 rue des Lilas', city: 'Lyon' }),
    });
    expect(draft().status).toBe('saved');
  });

  it('resumes an order by its number and keeps it in this browser', async () => {
    api.on(
      'GET',
      '/order/:orderid',
      orderFixture({ orderid: 'AB12CD', stored: { address: '3 rue du Port' } }),
    );
    const { dispatch, draft } = open();
    dispatch(draftActions.resume('AB12CD', null));
    expect(draft().loading).toBe(true);
    await settle();
    // asked without an e-mail: the order's own comes back
    expect(api.calls('GET', '/order/AB12CD').map((r) => r.query)).toEqual([{}]);
    expect(draft()).toMatchObject({
      orderid: 'AB12CD',
      account: EMAIL,
      loading: false,
      status: 'saved',
    });
    expect(draft().stored.address).toBe('3 rue du Port');
    expect(readSavedDraft()).toMatchObject({ orderid: 'AB12CD', account: EMAIL });
  });

  it('says why an order cannot be resumed, and stops loading', async () => {
    api.on('GET', '/order/:orderid', reply(404, 'Commande introuvable'));
    const { dispatch, draft } = open();
    dispatch(draftActions.resume('ZZ99ZZ', EMAIL));
    await settle();
    expect(draft()).toMatchObject({ loading: false, error: 'Commande introuvable', orderid: null });
  });
});
