import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertSafeKey, fileUrl, StoredFileNotFoundError, UnsafeStorageKeyError } from './keys';
import type { FileStorage, StoredFileInfo } from './file-storage';

/**
 * Files in a folder (DATA_DIR/files), the default. The mimetype is kept next to the data in
 * a separate tree (`.meta/`, unreachable as a key since keys never start with a dot).
 * Writes go to a temporary file renamed at the end, so a failed upload leaves nothing.
 */
export function localStorage(root: string, publicApiUrl: string): FileStorage {
  const base = path.resolve(root);

  function pathOf(key: string): string {
    assertSafeKey(key);
    const full = path.resolve(base, key);
    if (!full.startsWith(base + path.sep)) throw new UnsafeStorageKeyError(key);
    return full;
  }
  const metaPathOf = (key: string) => path.join(base, '.meta', `${assertSafeKey(key)}.json`);

  async function head(key: string): Promise<StoredFileInfo | null> {
    try {
      const [info, meta] = await Promise.all([
        stat(pathOf(key)),
        readFile(metaPathOf(key), 'utf8'),
      ]);
      return { size: info.size, mimetype: (JSON.parse(meta) as { mimetype: string }).mimetype };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  return {
    async put(key, body, mimetype) {
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      await mkdir(path.dirname(metaPathOf(key)), { recursive: true });
      const temporary = path.join(path.dirname(target), `.tmp-${randomUUID()}`);
      try {
        if (Buffer.isBuffer(body)) await writeFile(temporary, body);
        else await pipeline(body as Readable, createWriteStream(temporary));
        await writeFile(metaPathOf(key), JSON.stringify({ mimetype }));
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
      return { key, url: fileUrl(publicApiUrl, key) };
    },
    async get(key) {
      if (!(await head(key))) throw new StoredFileNotFoundError(key);
      return createReadStream(pathOf(key));
    },
    head,
    async exists(key) {
      return (await head(key)) !== null;
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
      await rm(metaPathOf(key), { force: true });
    },
  };
}
