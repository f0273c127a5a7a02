import type { RuntimeConfig } from '@ped/contracts';

let pending: Promise<RuntimeConfig | null> | null = null;

/**
 * The shell's runtime configuration (/config.json on the site's origin, where remotes
 * render). Read once per page load; null when unreadable (standalone dev host).
 */
export function loadRuntimeConfig(): Promise<RuntimeConfig | null> {
  pending ??= Promise.resolve()
    .then(() => fetch('/config.json', { cache: 'no-cache' }))
    .then((response) => (response.ok ? (response.json() as Promise<RuntimeConfig>) : null))
    .catch((error: unknown) => {
      console.warn('Configuration du site illisible', error);
      return null;
    });
  return pending;
}
