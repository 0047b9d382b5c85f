import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { withLocalFallback } from '../services/media/storage/local-fallback';
import { localDiskStorage } from '../services/media/storage/local-disk';
import type { MediaStorage } from '../services/media/storage/storage-contract';
import type { S3Settings } from '../services/media/storage/s3';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where uploads are stored and read from (docs/operations.md#uploads). */
    mediaStorage: MediaStorage;
  }
}

export type MediaStorageOptions = {
  /** The local media folder: the storage without S3, the fallback for older files with it. */
  mediaDir: string;
  /** An S3-compatible bucket for every new upload; none: the local disk. */
  s3?: S3Settings;
};

/** The uploads' storage of this app: S3 (with the local disk behind it) when configured, else the local disk. */
export const mediaStoragePlugin = fp(
  async (app: FastifyInstance, { mediaDir, s3 }: MediaStorageOptions) => {
    const localDisk = localDiskStorage(mediaDir);
    // The S3 client only when S3 is configured: loading it costs the start some 300 ms and 25 MB.
    const bucket = s3 && (await import('../services/media/storage/s3')).s3Storage(s3);
    const storage = bucket ? withLocalFallback(bucket, localDisk) : localDisk;
    app.decorate('mediaStorage', storage);
    app.addHook('onClose', () => storage.close());
  },
  { name: 'media-storage' },
);
