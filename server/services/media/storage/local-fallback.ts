import type { MediaStorage } from './storage-contract';

/**
 * S3 with the local disk behind it: every new upload goes to the bucket, and a file stored on this
 * machine's disk before S3 was configured is still served from there (looked up first: a missing
 * file costs one failed open, where a missing object would cost a round trip to the bucket).
 */
export function withLocalFallback(bucket: MediaStorage, localDisk: MediaStorage): MediaStorage {
  return {
    put: (path, bytes, contentType) => bucket.put(path, bytes, contentType),
    get: async (path, range) => (await localDisk.get(path, range)) ?? bucket.get(path, range),
    delete: async (path) => {
      await Promise.all([bucket.delete(path), localDisk.delete(path)]);
    },
    close: async () => {
      await Promise.all([bucket.close(), localDisk.close()]);
    },
  };
}
