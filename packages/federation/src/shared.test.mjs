import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createInstance } from '@module-federation/enhanced/runtime';
import { requiredRange, sharedSingletons } from './shared.mjs';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** @param {Record<string, string>} dependencies */
function frontendWith(dependencies) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ped-frontend-'));
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ dependencies }));
  return dir;
}

describe('the versions a frontend accepts for a shared module', () => {
  it('is the range its package.json declares for a library', () => {
    const dir = frontendWith({ react: '^19.2.0', 'react-router-dom': '~6.30.1' });
    expect(requiredRange('react/jsx-runtime', dir, '19.3.1')).toBe('^19.2.0');
    expect(requiredRange('react-router-dom', dir, '6.30.6')).toBe('~6.30.1');
  });

  it('is the minor version built with, or a later one, for a workspace package', () => {
    const dir = frontendWith({ '@ped/client-runtime': 'workspace:*' });
    expect(requiredRange('@ped/client-runtime', dir, '1.2.3')).toBe('^1.2.0');
  });
});

describe('what a frontend shares', () => {
  const shared = sharedSingletons(path.join(ROOT, 'mf-ordering'));

  it('shares the client runtime, strictly versioned, and bundles the endpoints', () => {
    expect(shared['@ped/client-runtime']).toEqual({
      singleton: true,
      strictVersion: true,
      requiredVersion: expect.stringMatching(/^\^\d+\.\d+\.\d+$/),
      version: expect.stringMatching(/^\d+\.\d+\.\d+$/),
    });
    expect(shared['@ped/client']).toBeUndefined();
    expect(shared['@ped/domain']).toBeUndefined();
  });

  it('requires of each shared module a range its own installed version satisfies', () => {
    for (const [id, config] of Object.entries(shared)) {
      const [major] = config.version.split('.');
      expect([id, config.requiredVersion]).toEqual([id, expect.stringContaining(`${major}.`)]);
    }
  });
});

/**
 * What ADR 085 relies on, checked on the installed federation runtime: a remote gets the
 * shell's instance when its range accepts it, and fails to load (so the shell shows its
 * unavailable page) when it does not.
 */
describe('the federation runtime with a shell and a remote deployed apart', () => {
  /** @type {(name: string, version: string, range: string) => ReturnType<typeof createInstance>} */
  const runtime = (name, version, range) =>
    createInstance({
      name,
      remotes: [],
      shared: {
        '@ped/client-runtime': {
          version,
          lib: () => ({ from: name }),
          shareConfig: { singleton: true, strictVersion: true, requiredVersion: range },
        },
      },
    });

  /** @type {ReturnType<typeof createInstance>} */
  let shell;
  beforeAll(async () => {
    shell = runtime('shell', '1.1.0', '^1.1.0');
    await shell.loadShare('@ped/client-runtime');
  });

  it('gives an older remote the shell’s instance', async () => {
    const remote = runtime('older-remote', '1.0.0', '^1.0.0');
    remote.initShareScopeMap('default', shell.shareScopeMap.default ?? {});
    const factory = await remote.loadShare('@ped/client-runtime');
    expect(factory && factory()).toEqual({ from: 'shell' });
  });

  it('refuses a remote built for a newer runtime than the shell’s', async () => {
    const remote = runtime('newer-remote', '1.2.0', '^1.2.0');
    remote.initShareScopeMap('default', shell.shareScopeMap.default ?? {});
    await expect(async () => remote.loadShare('@ped/client-runtime')).rejects.toThrow(
      /does not satisfy the requirement of newer-remote/,
    );
  });
});
