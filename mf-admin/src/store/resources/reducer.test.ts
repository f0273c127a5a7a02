import type { Register, RegisterDocument, Syndic } from '@ped/client';
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

describe('resources reducer (SPEC §4 list states)', () => {
  it('starts with empty lists and no error', () => {
    expect(reduce({ type: '@@init' })).toEqual(initialResourcesState);
  });

  it('a load replaces the list and clears the error; a failure stores the message and keeps the list', () => {
    const failed = reduce(
      events.syndicsLoaded([syndic('1', 'A')]),
      events.failed('Failed to fetch syndics'),
    );
    expect(failed).toMatchObject({ syndics: [syndic('1', 'A')], error: 'Failed to fetch syndics' });
    expect(resourcesReducer(failed, events.syndicsLoaded([syndic('2', 'B')]))).toMatchObject({
      syndics: [syndic('2', 'B')],
      error: null,
    });
  });

  it('appends created items', () => {
    const state = reduce(
      events.syndicsLoaded([syndic('1', 'A')]),
      events.syndicCreated(syndic('2', 'B')),
      events.registerCreated(register('R1')),
      events.documentCreated(document('D1')),
    );
    expect(state.syndics.map((s) => s.id)).toEqual(['1', '2']);
    expect(state.registers.map((r) => r.id)).toEqual(['R1']);
    expect(state.documents.map((d) => d.id)).toEqual(['D1']);
  });

  it('replaces an updated syndic or document by id, in place', () => {
    const state = reduce(
      events.syndicsLoaded([syndic('1', 'A'), syndic('2', 'B')]),
      events.syndicUpdated(syndic('1', 'A renommé')),
      events.documentsLoaded([document('D1'), document('D2')]),
      events.documentUpdated({ ...document('D2'), comment: 'corrigé' }),
    );
    expect(state.syndics.map((s) => s.name)).toEqual(['A renommé', 'B']);
    expect(state.documents[1]?.comment).toBe('corrigé');
  });

  it('removes a deleted syndic, register or document by id', () => {
    const state = reduce(
      events.syndicsLoaded([syndic('1', 'A'), syndic('2', 'B')]),
      events.registersLoaded([register('AA1'), register('AA2')]),
      events.documentsLoaded([document('D1', 'AA1'), document('D2', 'AA2'), document('D3', 'AA2')]),
      events.syndicDeleted('1'),
      events.registerDeleted('AA1'),
      events.documentDeleted('D3'),
    );
    expect(state.syndics.map((s) => s.id)).toEqual(['2']);
    expect(state.registers.map((r) => r.id)).toEqual(['AA2']);
    expect(state.documents.map((d) => d.id)).toEqual(['D2']);
  });
});
