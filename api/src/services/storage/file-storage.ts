import type { Readable } from 'node:stream';

export interface StoredFile {
  key: string;
  /** where an authorised caller downloads it: <PUBLIC_API_URL>/files/<key> */
  url: string;
}

export interface StoredFileInfo {
  mimetype: string;
  size: number;
}

/** One storage service for every file the API keeps (uploads, generated documents). */
export interface FileStorage {
  put(key: string, body: Buffer | Readable, mimetype: string): Promise<StoredFile>;
  /** @throws StoredFileNotFoundError */
  get(key: string): Promise<Readable>;
  /** null when there is no such file */
  head(key: string): Promise<StoredFileInfo | null>;
  exists(key: string): Promise<boolean>;
  /** deleting a missing file is not an error */
  delete(key: string): Promise<void>;
}

/** A stream holds more bytes than its size said: it changed, or the size was wrong. */
export class LongerThanSaidError extends Error {
  constructor(size: number) {
    super(`Le flux dépasse les ${size} octets annoncés`);
  }
}

/**
 * A file's bytes in one buffer, each chunk copied there as it arrives. Gathering chunks and
 * joining them at the end (Buffer.concat) copies the whole file in one go: 60 to 130 ms of
 * a blocked event loop for a 19 MB upload on these machines (issue 32). `size` is the most
 * the stream may hold (a stored file's size, the upload limit); memory past what arrives is
 * reserved, not touched. `shared` puts the bytes in memory a reader thread receives without
 * a copy.
 */
export async function gatherBytes(
  stream: AsyncIterable<Uint8Array | string>,
  size: number,
  { shared = false }: { shared?: boolean } = {},
): Promise<Buffer> {
  const gathered = shared ? Buffer.from(new SharedArrayBuffer(size)) : Buffer.allocUnsafeSlow(size);
  let length = 0;
  for await (const chunk of stream) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    if (length + bytes.length > size) throw new LongerThanSaidError(size);
    gathered.set(bytes, length);
    length += bytes.length;
  }
  return gathered.subarray(0, length);
}

export async function toBuffer(body: Buffer | Readable): Promise<Buffer> {
  if (Buffer.isBuffer(body)) return body;
  const chunks: Buffer[] = [];
  for await (const chunk of body)
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks);
}
