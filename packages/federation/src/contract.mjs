// @ts-check
import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';

/**
 * @typedef {{ provides: Record<string, string>; requires: Record<string, string> }} Contract
 *   what a build provides to others (shared module → version) and requires of them
 *   (shared module → range)
 */

/**
 * A build's contract, from the contract.json it publishes (ContractFilePlugin). A build from
 * before ADR 085 has none: it provides what its mf-manifest.json lists and requires no
 * version (its runtime accepted any, `requiredVersion: false`, whatever the manifest prints).
 * @param {string} dist a frontend's build folder
 * @returns {Contract}
 */
export function readContract(dist) {
  const file = path.join(dist, 'contract.json');
  if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8'));
  /** @type {{ shared: Array<{ name: string; version: string }> }} */
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'));
  return {
    provides: Object.fromEntries(manifest.shared.map(({ name, version }) => [name, version])),
    requires: {},
  };
}

/**
 * What a remote requires that a shell does not provide in a version the remote accepts: empty
 * when the pair can work (ADR 086).
 * @param {Contract} shell
 * @param {Contract} remote
 * @returns {string[]} one line per unmet requirement
 */
export function unmetRequirements(shell, remote) {
  return Object.entries(remote.requires)
    .filter(([name, range]) => {
      const version = shell.provides[name];
      return version === undefined || !semver.satisfies(version, range);
    })
    .map(([name, range]) => `${name} ${range} (shell : ${shell.provides[name] ?? 'absent'})`);
}
