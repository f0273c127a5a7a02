import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readContract, unmetRequirements } from './contract.mjs';

const shell = { provides: { react: '19.3.1', '@ped/client-runtime': '1.1.0' }, requires: {} };

describe('what a remote requires that a shell does not provide', () => {
  it('is nothing when every shared module is there in a version the remote accepts', () => {
    const remote = {
      provides: {},
      requires: { react: '^19.2.0', '@ped/client-runtime': '^1.0.0' },
    };
    expect(unmetRequirements(shell, remote)).toEqual([]);
  });

  it('names a module the shell provides in a version outside the remote’s range', () => {
    const remote = { provides: {}, requires: { '@ped/client-runtime': '^1.2.0' } };
    expect(unmetRequirements(shell, remote)).toEqual([
      '@ped/client-runtime ^1.2.0 (shell : 1.1.0)',
    ]);
  });

  it('names a module the shell does not provide at all', () => {
    const remote = { provides: {}, requires: { '@ped/contracts': '^1.0.0' } };
    expect(unmetRequirements(shell, remote)).toEqual(['@ped/contracts ^1.0.0 (shell : absent)']);
  });
});

describe('a build’s contract', () => {
  /** @param {Record<string, unknown>} files */
  const dist = (files) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ped-dist-'));
    for (const [name, body] of Object.entries(files))
      fs.writeFileSync(path.join(dir, name), JSON.stringify(body));
    return dir;
  };

  it('is the contract.json the build publishes', () => {
    const contract = { provides: { react: '19.3.1' }, requires: { react: '^19.2.0' } };
    expect(readContract(dist({ 'contract.json': contract }))).toEqual(contract);
  });

  it('for a build before ADR 085, provides its manifest’s modules and requires no version', () => {
    const manifest = {
      shared: [{ name: '@ped/client', version: '0.1.0', requiredVersion: '^0.1.0' }],
    };
    expect(readContract(dist({ 'mf-manifest.json': manifest }))).toEqual({
      provides: { '@ped/client': '0.1.0' },
      requires: {},
    });
  });
});
