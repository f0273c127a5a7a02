import { listStateModule } from './list-state';

describe('list state (docs/product.md §4.7)', () => {
  const { reducer, actions, initial } = listStateModule<{ id: string }>('things');

  it('starts empty without error', () => {
    expect(reducer(undefined, { type: '@@init' })).toEqual(initial);
    expect(initial).toEqual({ items: [], error: null, loading: false });
  });

  it('replaces the list and clears the error on success, keeps the message on failure', () => {
    const failed = reducer(initial, actions.failed('Serveur indisponible'));
    expect(failed.error).toBe('Serveur indisponible');
    const loaded = reducer(failed, actions.loaded([{ id: 'a' }]));
    expect(loaded).toEqual({ items: [{ id: 'a' }], error: null, loading: false });
    expect(reducer(loaded, actions.failed('Oups')).items).toEqual([{ id: 'a' }]);
  });
});
