import { screen } from '@testing-library/react';
import type { NotarySpace } from '@ped/client';
import { devRuntimeConfig } from '@ped/host';
import { fakeApi } from '@ped/host/testing';
import { renderWithHost } from '../../../testing/renderWithHost';
import { VersionsAndAnnexes } from './SpaceDetails';

const version = (n: number, delivered: string) => ({
  version: n,
  delivered,
  changes: n === 1 ? null : [],
});

describe('VersionsAndAnnexes', () => {
  it('gives every version of the history its own link, not only the one in force', () => {
    // the links point at the API the client is configured on
    fakeApi();
    const origin = devRuntimeConfig().apiUrl;
    const space = {
      document: { version: 2, delivered: '2026-11-25T10:00:00Z' },
      versions: [version(1, '2026-11-20T10:00:00Z'), version(2, '2026-11-25T10:00:00Z')],
      annexes: [],
    } as unknown as NotarySpace;
    renderWithHost(<VersionsAndAnnexes token="jeton-du-notaire" space={space} />);
    expect(screen.getByRole('link', { name: 'Ouvrir la version 1' })).toHaveAttribute(
      'href',
      `${origin}/espace-notaire/jeton-du-notaire/document?version=1`,
    );
    expect(screen.getByRole('link', { name: 'Ouvrir la version 2' })).toHaveAttribute(
      'href',
      `${origin}/espace-notaire/jeton-du-notaire/document?version=2`,
    );
  });
});
