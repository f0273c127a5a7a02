import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ExposedModule, ExposedName, RemoteEntries, RemoteName } from '@ped/contracts';

let entries: RemoteEntries = {};
/** Exposed modules already loaded, by `remote/exposed`: rendered at once, without a wait. */
const loaded = new Map<string, unknown>();

/** Registers the remotes listed in /remotes.json (name -> entry URL) at boot. */
export function registerRemoteEntries(next: RemoteEntries): void {
  entries = next;
  registerRemotes(
    Object.entries(next).map(([name, entry]) => ({ name, entry: entry as string })),
    { force: true },
  );
}

/**
 * Loads an exposed module, typed by its contract in @ped/contracts (ExposedModules); on
 * retry the remote is registered again so that a failed entry script is fetched anew
 * instead of answering from the failure cache.
 */
export async function loadExposed<R extends RemoteName, E extends ExposedName<R>>(
  remote: R,
  exposed: E,
  retry = false,
): Promise<ExposedModule<R, E>> {
  const entry = entries[remote];
  if (!entry) throw new Error(`Remote inconnu : ${remote}`);
  if (retry) registerRemotes([{ name: remote, entry }], { force: true });
  const module = await loadRemote<ExposedModule<R, E>>(`${remote}/${exposed}`);
  if (!module || !evaluated(module)) throw new Error(`Module ${remote}/${exposed} indisponible`);
  loaded.set(`${remote}/${exposed}`, module);
  return module;
}

/**
 * Whether a module's evaluation went through. One that threw half-way (a shared module its
 * remote requires in a version the shell does not provide, ADR 085) is still in webpack's
 * module cache, and a second load returns it: reading its default export then throws in the
 * middle of the shell's render and blanks the page. Such a module stays unusable until the
 * page is reloaded, so it counts as a failure: the area shows its fallback.
 */
function evaluated(module: object): boolean {
  try {
    return (module as { default?: unknown }).default !== undefined;
  } catch {
    return false;
  }
}

/**
 * The exposed module if it has already loaded: a pre-rendered page is hydrated with it, so
 * that the first render in the browser is the page, not a wait (docs/decisions/051).
 */
export function loadedExposed<R extends RemoteName, E extends ExposedName<R>>(
  remote: R,
  exposed: E,
): ExposedModule<R, E> | null {
  return (loaded.get(`${remote}/${exposed}`) as ExposedModule<R, E> | undefined) ?? null;
}

/**
 * Starts loading the exposed module a page is about to render, so that it downloads while
 * the shell renders instead of after (docs/decisions/009). A failure is left to the area
 * that renders it, which shows the fallback.
 */
export function preloadExposed<R extends RemoteName>(remote: R, exposed: ExposedName<R>): void {
  loadExposed(remote, exposed).catch(() => undefined);
}
