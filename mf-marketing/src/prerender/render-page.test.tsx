import { devRuntimeConfig } from '@ped/host';
import { hydrateAsInShell } from '@ped/host/testing';
import { preload } from '../app/App';

/** A browser whose visitor does not scroll: sections below stay placeholders. */
class StillObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

describe('marketing pages pre-rendered (ADR 051)', () => {
  beforeAll(() => {
    Object.assign(window, { IntersectionObserver: StillObserver });
  });
  afterAll(() => {
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  it.each(['/', '/pre-etat-date/pack-alur', '/aide/questions-reponses-sur-le-pre-etat-date'])(
    '%s hydrates in the shell without a mismatch',
    async (path) => {
      // as the shell does before it hydrates a pre-rendered page: the page's chunk first
      await preload(path);
      const { container, mismatches } = await hydrateAsInShell(() => import('../app/App'), {
        path,
        config: devRuntimeConfig(),
      });
      expect(mismatches).toEqual([]);
      expect(container.querySelector('h1')).not.toBeNull();
      container.remove();
    },
  );
});
