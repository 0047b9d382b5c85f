import type { FastifyInstance } from 'fastify';
import fresh from 'fresh';
import { byteRangeOf } from '../services/media/storage/byte-range';
import { isMediaPath } from '../services/media/storage/media-path';
import {
  MEDIA_STORAGE_UNAVAILABLE,
  MediaStorageFailure,
  RangeNotSatisfiable,
  type StoredFile,
} from '../services/media/storage/storage-contract';

/** 30 days, as the uploads were served by @fastify/static (maxAge '30d'): a file never changes under its name. */
const CACHE_CONTROL = 'public, max-age=2592000';
const RANGE_NOT_SATISFIABLE = 'Bagian berkas yang diminta di luar ukurannya';
/** When a client may ask again after a 503 of a storage that does not answer, in seconds. */
const RETRY_AFTER_SECONDS = 5;

/** The headers every answer of a stored file has, a 304 too. */
function describe(file: StoredFile): Record<string, string> {
  return {
    'accept-ranges': 'bytes',
    'cache-control': CACHE_CONTROL,
    'content-type': file.contentType,
    ...(file.etag && { etag: file.etag }),
    ...(file.lastModified && { 'last-modified': file.lastModified.toUTCString() }),
  };
}

/**
 * Uploads as guests' browsers fetch them, at /media/<path> (docs/operations.md#uploads), from the
 * app's storage (local disk or S3): a song in ranges (206, the <audio> element seeks), a cached copy
 * confirmed with 304 by its ETag or date. A path that is not an upload's (media-path.ts) is a 404
 * without the storage being asked; a storage that does not answer is a 503.
 */
export async function mediaFileRoutes(app: FastifyInstance) {
  app.get('/media/*', { schema: { hide: true } }, async (request, reply) => {
    const path = (request.params as { '*': string })['*'];
    if (!isMediaPath(path)) return reply.callNotFound();
    let file: StoredFile | undefined;
    try {
      file = await app.mediaStorage.get(path, byteRangeOf(request.headers.range));
    } catch (error) {
      if (error instanceof RangeNotSatisfiable) {
        return reply
          .code(416)
          .header('content-range', `bytes */${error.size}`)
          .send({ message: RANGE_NOT_SATISFIABLE });
      }
      if (!(error instanceof MediaStorageFailure)) throw error;
      request.log.warn({ err: error.cause }, 'upload not read: the media storage did not answer');
      return reply.code(503).header('retry-after', RETRY_AFTER_SECONDS).send({ message: MEDIA_STORAGE_UNAVAILABLE });
    }
    if (!file) return reply.callNotFound();

    reply.headers(describe(file));
    if (fresh(request.headers, { etag: file.etag, 'last-modified': reply.getHeader('last-modified') as string })) {
      file.body.destroy();
      return reply.code(304).send();
    }
    if (file.partial) reply.code(206).header('content-range', `bytes ${file.start}-${file.end}/${file.size}`);
    return reply.header('content-length', file.end - file.start + 1).send(file.body);
  });
}
