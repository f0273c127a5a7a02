import fp from 'fastify-plugin';
import path from 'node:path';
import type { FileStorage } from '../../services/storage/file-storage';
import { localStorage } from '../../services/storage/local-storage';
import { localFilesWarning } from '../../services/storage/local-storage-warning';

declare module 'fastify' {
  interface FastifyInstance {
    storage: FileStorage;
  }
}

/**
 * `app.storage`: an S3-compatible bucket when S3_BUCKET is set (production), otherwise the
 * folder DATA_DIR/files. Files are never public: GET /files/* serves them to authorised
 * callers (docs/decisions/011-file-storage.md).
 */
export default fp(
  async (app) => {
    const { config } = app;
    // the S3 client (0.3 s to load) only where a bucket is configured
    const storage = config.S3_BUCKET
      ? (await import('../../services/storage/s3-storage')).s3Storage(
          {
            bucket: config.S3_BUCKET,
            region: config.S3_REGION,
            endpoint: config.S3_ENDPOINT,
            accessKeyId: config.S3_ACCESS_KEY_ID,
            secretAccessKey: config.S3_SECRET_ACCESS_KEY,
            forcePathStyle: config.S3_FORCE_PATH_STYLE,
          },
          config.PUBLIC_API_URL,
        )
      : localStorage(path.join(config.DATA_DIR, 'files'), config.PUBLIC_API_URL);
    const warning = localFilesWarning(config);
    if (warning) app.log.warn(warning);
    app.decorate('storage', storage);
  },
  { name: 'storage', dependencies: ['config'] },
);
