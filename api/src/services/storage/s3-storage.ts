import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import { assertSafeKey, fileUrl, StoredFileNotFoundError } from './keys';
import { toBuffer, type FileStorage, type StoredFileInfo } from './file-storage';

export interface S3Settings {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

const isMissing = (error: unknown) => {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NotFound' || name === 'NoSuchKey' || $metadata?.httpStatusCode === 404;
};

/**
 * An S3-compatible bucket (AWS, Scaleway, OVH, MinIO...). Objects stay private: the API
 * streams them to authorised callers. Bodies are buffered before sending because an
 * upload is at most MAX_UPLOAD_BYTES and S3 needs the length up front.
 */
export function s3Storage(
  settings: S3Settings,
  publicApiUrl: string,
): FileStorage & { client: S3Client } {
  const credentials =
    settings.accessKeyId && settings.secretAccessKey
      ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
      : undefined;
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials,
  });
  const Bucket = settings.bucket;

  async function head(key: string): Promise<StoredFileInfo | null> {
    try {
      const result = await client.send(new HeadObjectCommand({ Bucket, Key: assertSafeKey(key) }));
      return {
        mimetype: result.ContentType ?? 'application/octet-stream',
        size: result.ContentLength ?? 0,
      };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  return {
    client,
    async put(key, body, mimetype) {
      const data = await toBuffer(body);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: assertSafeKey(key),
          Body: data,
          ContentType: mimetype,
          ContentLength: data.length,
        }),
      );
      return { key, url: fileUrl(publicApiUrl, key) };
    },
    async get(key) {
      try {
        const result = await client.send(new GetObjectCommand({ Bucket, Key: assertSafeKey(key) }));
        return result.Body as Readable;
      } catch (error) {
        if (isMissing(error)) throw new StoredFileNotFoundError(key);
        throw error;
      }
    },
    head,
    async exists(key) {
      return (await head(key)) !== null;
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: assertSafeKey(key) }));
    },
  };
}
