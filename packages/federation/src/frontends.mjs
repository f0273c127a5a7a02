// @ts-check
/**
 * Where each frontend is served when the whole product runs on one machine
 * (`pnpm start`, e2e tests). In production each one lives on its own origin and the
 * shell learns the remote URLs from /remotes.json, so these ports are a local convention.
 */
export const FRONTENDS = /** @type {const} */ ({
  shell: { dir: 'shell', port: 3000 },
  marketing: { dir: 'mf-marketing', port: 3001 },
  ordering: { dir: 'mf-ordering', port: 3002 },
  proAccount: { dir: 'mf-pro-account', port: 3003 },
  admin: { dir: 'mf-admin', port: 3004 },
});

/** @param {keyof typeof FRONTENDS} name */
export function frontendPort(name) {
  return FRONTENDS[name].port;
}
