import type {
  ListPage,
  Order,
  OrderListItem,
  Register,
  RegisterDocument,
  Syndic,
} from '@ped/client';
import { resourcesEvents as events } from './actions';
import { resourcesReducer } from './reducer';
import { initialResourcesState } from './state';

const syndic = (id: string, name: string): Syndic => ({
  id,
  name,
  extranet: null,
  logo: null,
  created: '',
  updated: '',
});
const register = (id: string): Register => ({
  id,
  name: '',
  address: '',
  created: '',
  updated: '',
});
const document = (id: string, registration_id = 'AA1'): RegisterDocument => ({
  id,
  registration_id,
  doctype: 2,
  delivered: '2024-03-12',
  comment: '',
  url: '/files/x',
  mimetype: 'application/pdf',
  created: '',
  updated: '',
});
const reduce = (...actions: Array<{ type: string }>) =>
  actions.reduce(resourcesReducer, undefined as never);

const pageOf = <T>(items: T[], total = items.length): ListPage<T> => ({
  items,
  total,
  page: 1,
  pageSize: 10,
});
const withDocuments = (id: string, documents: RegisterDocument[] = []) => ({
  ...register(id),
  documents,
});

describe('resources reducer (docs/product.md §4.7, a page at a time)', () => {
  it('starts with empty pages and no error', () => {
    expect(reduce({ type: '@@init' })).toEqual(initialResourcesState);
  });

  it('a load replaces the page and clears the error; a failure stores the message and keeps the page', () => {
    const failed = reduce(
      events.syndicsLoaded(pageOf([syndic('1', 'A')], 31)),
      events.failed('Failed to fetch syndics'),
    );
    expect(failed).toMatchObject({
      syndics: pageOf([syndic('1', 'A')], 31),
      error: 'Failed to fetch syndics',
    });
    expect(
      resourcesReducer(failed, events.syndicsLoaded(pageOf([syndic('2', 'B')]))),
    ).toMatchObject({ syndics: pageOf([syndic('2', 'B')]), error: null });
  });

  it('appends created items and counts them in the total', () => {
    const state = reduce(
      events.syndicsLoaded(pageOf([syndic('1', 'A')], 12)),
      events.syndicCreated(syndic('2', 'B')),
      events.registerCreated(register('R1')),
      events.documentCreated(document('D1')),
    );
    expect(state.syndics.items.map((s) => s.id)).toEqual(['1', '2']);
    expect(state.syndics.total).toBe(13);
    expect(state.registers.items).toEqual([withDocuments('R1')]);
    expect(state.documents.map((d) => d.id)).toEqual(['D1']);
  });

  it('keeps the documents of the copropriétés on screen, as loaded with them', () => {
    const state = reduce(
      events.registersLoaded(
        pageOf([withDocuments('AA1', [document('D1', 'AA1')]), withDocuments('AA2')]),
      ),
    );
    expect(state.documents.map((d) => d.id)).toEqual(['D1']);
  });

  it('replaces an updated syndic or document by id, in place', () => {
    const state = reduce(
      events.syndicsLoaded(pageOf([syndic('1', 'A'), syndic('2', 'B')])),
      events.syndicUpdated(syndic('1', 'A renommé')),
      events.registersLoaded(pageOf([withDocuments('AA1', [document('D1'), document('D2')])])),
      events.documentUpdated({ ...document('D2'), comment: 'corrigé' }),
    );
    expect(state.syndics.items.map((s) => s.name)).toEqual(['A renommé', 'B']);
    expect(state.documents[1]?.comment).toBe('corrigé');
  });

  it('removes a deleted syndic, register or document by id, and from the total', () => {
    const state = reduce(
      events.syndicsLoaded(pageOf([syndic('1', 'A'), syndic('2', 'B')], 40)),
      events.registersLoaded(
        pageOf([
          withDocuments('AA1', [document('D1', 'AA1')]),
          withDocuments('AA2', [document('D2', 'AA2'), document('D3', 'AA2')]),
        ]),
      ),
      events.syndicDeleted('1'),
      events.registerDeleted('AA1'),
      events.documentDeleted('D3'),
    );
    expect(state.syndics.items.map((s) => s.id)).toEqual(['2']);
    expect(state.syndics.total).toBe(39);
    expect(state.registers.items.map((r) => r.id)).toEqual(['AA2']);
    expect(state.documents.map((d) => d.id)).toEqual(['D2']);
  });

  it('keeps the order opened whole, and its row in step when staff change it', () => {
    const row = { orderid: 'AB12CD', state: 'confirmed', pending: true } as OrderListItem;
    const whole = {
      orderid: 'AB12CD',
      state: 'ready',
      updated: '2026-03-02T10:00:00.000Z',
      paid: '2026-03-02T10:00:00.000Z',
      pending: false,
      registration_id: 'AB1234567',
      billing_mode: null,
      payload: { offer: 'cle', options: [] },
      stored: { address: '1 rue X' },
    } as unknown as Order;
    const state = reduce(
      events.ordersLoaded(pageOf([row])),
      events.orderOpened({ ...whole, state: 'confirmed' }),
      events.orderUpdated(whole),
    );
    expect(state.order).toBe(whole);
    expect(state.orders.items[0]).toMatchObject({
      orderid: 'AB12CD',
      state: 'ready',
      pending: false,
      registration_id: 'AB1234567',
    });
    expect(state.orders.items[0]).not.toHaveProperty('stored');
  });
});
