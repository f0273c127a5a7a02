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

export async function toBuffer(body: Buffer | Readable): Promise<Buffer> {
  if (Buffer.isBuffer(body)) return body;
  const chunks: Buffer[] = [];
  for await (const chunk of body)
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks);
}
