// @ts-check
/**
 * A remote's server renderer (ADR 081): the Node build of its pre-render entry, published by
 * its deployment beside its pages (pages/render.<hash>.cjs) and run by the shell's server to
 * draw a page per request. Read once per address: the name carries the content's hash, so a
 * new deployment is a new address and an address never changes. A failed read is tried again
 * at the next request.
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';

const load = createRequire(import.meta.url);

/** @param {string} [dir] where the renderers read are written before Node loads them */
export function remoteRenderers(dir = path.join(os.tmpdir(), 'ped-remote-renderers')) {
  /** @type {Map<string, Promise<any>>} */
  const loaded = new Map();
  /** @param {string} url */
  return function rendererAt(url) {
    let module = loaded.get(url);
    if (!module) {
      module = (async () => {
        const response = await fetch(url);
        if (!response.ok) throw new Error(`${url} : ${response.status}`);
        const code = Buffer.from(await response.arrayBuffer());
        const hash = crypto.createHash('sha256').update(code).digest('hex').slice(0, 20);
        const file = path.join(dir, `${hash}.cjs`);
        await fs.mkdir(dir, { recursive: true });
        await fs.writeFile(file, code);
        return load(file);
      })();
      module.catch(() => loaded.delete(url));
      loaded.set(url, module);
    }
    return module;
  };
}
