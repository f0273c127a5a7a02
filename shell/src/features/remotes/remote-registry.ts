import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@ped/contracts';

export type RemoteEntries = Partial<Record<RemoteName, string>>;

let entries: RemoteEntries = {};

/** Registers the remotes listed in /remotes.json (name -> entry URL) at boot. */
export function registerRemoteEntries(next: RemoteEntries): void {
  entries = next;
  registerRemotes(
    Object.entries(next).map(([name, entry]) => ({ name, entry: entry as string })),
    { force: true },
  );
}

/**
 * Loads an exposed module; on retry the remote is registered again so that a failed
 * entry script is fetched anew instead of answering from the failure cache.
 */
export async function loadExposed<T>(
  remote: RemoteName,
  exposed: string,
  retry = false,
): Promise<T> {
  const entry = entries[remote];
  if (!entry) throw new Error(`Remote inconnu : ${remote}`);
  if (retry) registerRemotes([{ name: remote, entry }], { force: true });
  const module = await loadRemote<T>(`${remote}/${exposed}`);
  if (!module) throw new Error(`Module ${remote}/${exposed} indisponible`);
  return module;
}

/**
 * Starts loading the exposed module a page is about to render, so that it downloads while
 * the shell renders instead of after (docs/decisions/009). A failure is left to the area
 * that renders it, which shows the fallback.
 */
export function preloadExposed(remote: RemoteName, exposed: string): void {
  loadExposed(remote, exposed).catch(() => undefined);
}
