/**
 * docs/product.md §8.4: webpack rejects a lazy chunk with 'Loading chunk {n} failed' (type missing,
 * timeout or error), named ChunkLoadError; after a redeploy the old chunk is gone, and
 * only a reload fetches the new ones.
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  return (
    name === 'ChunkLoadError' ||
    (typeof message === 'string' && /Loading (CSS )?chunk [\w-]+ failed/.test(message))
  );
}
