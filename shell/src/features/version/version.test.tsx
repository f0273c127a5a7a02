import { hasChanged, readVersion, versionUrls } from './version-sources';

describe('new-version detection', () => {
  it('polls the shell’s version.json and each remote’s, beside its entry', () => {
    expect(
      versionUrls(
        {
          marketing: 'http://localhost:3001/remoteEntry.js',
          admin: 'https://admin.exemple.fr/v2/remoteEntry.js',
        },
        'http://localhost:3000',
      ),
    ).toEqual([
      'http://localhost:3000/version.json',
      'http://localhost:3001/version.json',
      'https://admin.exemple.fr/v2/version.json',
    ]);
  });

  it('sees a change only when a source that answered now answers another version', () => {
    const before = new Map([
      ['a', 'v1'],
      ['b', null],
    ]);
    expect(
      hasChanged(
        before,
        new Map([
          ['a', 'v1'],
          ['b', 'v7'],
        ]),
      ),
    ).toBe(false);
    expect(
      hasChanged(
        before,
        new Map([
          ['a', null],
          ['b', null],
        ]),
      ),
    ).toBe(false);
    expect(
      hasChanged(
        before,
        new Map([
          ['a', 'v2'],
          ['b', null],
        ]),
      ),
    ).toBe(true);
  });

  it('reads the version field, and null when the file is missing or not JSON', async () => {
    const ok = (body: unknown, status = 200) =>
      jest.fn().mockResolvedValue({ ok: status === 200, json: async () => body } as Response);
    expect(await readVersion('/version.json', ok({ version: 'abc' }))).toBe('abc');
    expect(await readVersion('/version.json', ok({}, 404))).toBeNull();
    expect(
      await readVersion(
        '/version.json',
        jest.fn().mockRejectedValue(new TypeError('Failed to fetch')),
      ),
    ).toBeNull();
  });
});
