import type { RuntimeConfig } from '@ped/contracts';
import type { RemoteEntries } from '../remotes/remote-registry';

async function getJson<T>(path: string): Promise<T> {
  const response = await fetch(path, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${path} : ${response.status}`);
  return (await response.json()) as T;
}

/** The two small documents the shell reads at boot: app configuration and remote entries. */
export async function loadRuntimeConfig(): Promise<{ config: RuntimeConfig; remotes: RemoteEntries }> {
  const [config, remotes] = await Promise.all([getJson<RuntimeConfig>('/config.json'), getJson<RemoteEntries>('/remotes.json')]);
  return { config, remotes };
}
