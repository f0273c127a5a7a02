import type { RemoteEntries, RouteTable, RuntimeConfig } from '@ped/contracts';

/**
 * What the server drew in the page before any script (docs/decisions/051): the remote's
 * page inside the shell's frame, or the frame with the page's skeleton; absent when the page
 * came without (a plain static host).
 */
export type Prerendered = 'page' | 'frame';

type Runtime = {
  config: RuntimeConfig;
  remotes: RemoteEntries;
  routes: RouteTable;
  prerendered?: Prerendered;
};

/** The block the server writes into the page (packages/federation/src/inline-runtime.mjs). */
export const RUNTIME_BLOCK_ID = 'ped-runtime';

async function getJson<T>(path: string): Promise<T> {
  const response = await fetch(path, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${path} : ${response.status}`);
  return (await response.json()) as T;
}

function inlineRuntime(page: Document): Runtime | null {
  const text = page.getElementById(RUNTIME_BLOCK_ID)?.textContent;
  if (!text) return null;
  try {
    const runtime = JSON.parse(text) as Partial<Runtime>;
    if (!runtime.config || !runtime.remotes || !Array.isArray(runtime.routes)) return null;
    const { config, remotes, routes, prerendered } = runtime;
    return prerendered === 'page' || prerendered === 'frame'
      ? { config, remotes, routes, prerendered }
      : { config, remotes, routes };
  } catch {
    return null;
  }
}

/**
 * The small documents the shell reads at boot: app configuration, remote entries and which
 * remote renders which path (ADR 087). Written into the page by the server when it can (no
 * round trip before the first render), else fetched from /config.json, /remotes.json and
 * /routes.json.
 */
export async function loadRuntimeConfig(page: Document = document): Promise<Runtime> {
  const inline = inlineRuntime(page);
  if (inline) return inline;
  const [config, remotes, routes] = await Promise.all([
    getJson<RuntimeConfig>('/config.json'),
    getJson<RemoteEntries>('/remotes.json'),
    getJson<RouteTable>('/routes.json'),
  ]);
  return { config, remotes, routes };
}
