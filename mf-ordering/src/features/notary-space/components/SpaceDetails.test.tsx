import { screen } from '@testing-library/react';
import { configureApi, memoryTokenStorage, type NotarySpace } from '@ped/client';
import { renderWithHost } from '../../../testing/renderWithHost';
import { VersionsAndAnnexes } from './SpaceDetails';

const version = (n: number, delivered: string) => ({
  version: n,
  delivered,
  changes: n === 1 ? null : [],
});

describe('VersionsAndAnnexes', () => {
  beforeAll(() => {
    configureApi({
      baseUrl: 'https://api.example.fr/',
      tokens: memoryTokenStorage(null),
      fetchImpl: jest.fn(),
    });
  });

  it('gives every version of the history its own link, not only the one in force', () => {
    const space = {
      document: { version: 2, delivered: '2026-11-25T10:00:00Z' },
      versions: [version(1, '2026-11-20T10:00:00Z'), version(2, '2026-11-25T10:00:00Z')],
      annexes: [],
    } as unknown as NotarySpace;
    renderWithHost(<VersionsAndAnnexes token="jeton-du-notaire" space={space} />);
    expect(screen.getByRole('link', { name: 'Ouvrir la version 1' })).toHaveAttribute(
      'href',
      'https://api.example.fr/espace-notaire/jeton-du-notaire/document?version=1',
    );
    expect(screen.getByRole('link', { name: 'Ouvrir la version 2' })).toHaveAttribute(
      'href',
      'https://api.example.fr/espace-notaire/jeton-du-notaire/document?version=2',
    );
  });
});
