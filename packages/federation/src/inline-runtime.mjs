// @ts-check
/**
 * The shell's page with its runtime documents written in: /config.json, /remotes.json and
 * /routes.json (ADR 087) as one JSON block the shell reads at boot instead of fetching them (one round trip less
 * before the first render, docs/decisions/009), and a preconnect to each remote's origin.
 * The JSON files are still served: the shell falls back on them when the block is
 * missing (a page served as-is by a plain static host), other tools read them.
 */

/** id of the JSON block; read by shell/src/features/boot/runtime-config.ts. */
export const RUNTIME_BLOCK_ID = 'ped-runtime';

/** JSON that cannot close the script element it is written in. */
const scriptSafe = (/** @type {string} */ json) => json.replace(/</g, '\\u003c');

/**
 * @param {string} page the shell's index.html
 * @param {{ config: unknown; remotes: Record<string, string>; routes: unknown; prerendered?: 'page' | 'frame'; renderAnewWhenStored?: string[] }} runtime
 * @returns {string}
 */
export function inlineRuntime(page, runtime) {
  const origins = [
    ...new Set(Object.values(runtime.remotes).map((entry) => new URL(entry).origin)),
  ];
  const hints = origins.map((origin) => `<link rel="preconnect" href="${origin}">`).join('');
  const block = `<script type="application/json" id="${RUNTIME_BLOCK_ID}">${scriptSafe(JSON.stringify(runtime))}</script>`;
  return page.replace('</head>', `${hints}${block}</head>`);
}
