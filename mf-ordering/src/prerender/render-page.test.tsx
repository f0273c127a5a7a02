import { screen } from '@testing-library/react';
import { devRuntimeConfig } from '@ped/host';
import { hydrateAsInShell } from '@ped/host/testing';
import { prerenderPaths } from './prerender-paths';

describe('the order form pre-rendered (ADR 051)', () => {
  it('has every entry page of the flow, each offer included, and no one’s own page', () => {
    const paths = prerenderPaths();
    expect(paths).toContain('/pre-etat-date/commande');
    expect(paths).toContain('/en-ligne/commander/pre-etat-date/solution-alur');
    expect(paths.some((path) => path.includes(':'))).toBe(false);
  });

  it.each(['/pre-etat-date/commande', '/demande/pre-etat-date/solution-confort'])(
    '%s hydrates in the shell without a mismatch, then shows its fields',
    async (path) => {
      const { container, mismatches } = await hydrateAsInShell(() => import('../app/App'), {
        path,
        config: devRuntimeConfig(),
      });
      expect(mismatches).toEqual([]);
      expect(container.querySelector('h1')).toHaveTextContent('Commander votre pré-état daté');
      expect(await screen.findByRole('radio', { name: /Pack ALUR/ })).toBeInTheDocument();
      container.remove();
    },
  );
});
