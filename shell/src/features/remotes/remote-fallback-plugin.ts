import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * MF runtime plugin: a remote that cannot be reached is reported once, in French, with
 * its id, and the error is passed on to the route's boundary, which shows the fallback.
 * Returning nothing keeps the failure visible instead of rendering an empty module.
 */
export default function remoteFallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'ped-remote-fallback',
    errorLoadRemote({ id, error, lifecycle }) {
      console.warn(
        `[shell] Module distant indisponible « ${id} » (${lifecycle}) :`,
        error instanceof Error ? error.message : error,
      );
      return undefined;
    },
  };
}
