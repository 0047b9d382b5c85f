import type { Readable } from 'node:stream';
import type { ByteRange } from './byte-range';

/**
 * Where uploads are kept (docs/operations.md#uploads): the local disk by default, an S3-compatible
 * bucket when configured. A path is the upload's address under /media/ (media-path.ts).
 */
export type MediaStorage = {
  /** Stores the file under the path; a failure to store throws a MediaStorageFailure (or anything else: a 500). */
  put(path: string, bytes: Buffer, contentType: string): Promise<void>;
  /**
   * The file under the path, whole or the range asked; undefined when none is stored there, a
   * RangeNotSatisfiable when the range starts past its end, a MediaStorageFailure when the storage
   * does not answer.
   */
  get(path: string, range?: ByteRange): Promise<StoredFile | undefined>;
  /** Removes the file under the path, if any. */
  delete(path: string): Promise<void>;
  /** Lets go of what the storage holds open (an S3 client's sockets). */
  close(): Promise<void>;
};

/** A stored file as it is read: its bytes (all, or the range asked) and what the answer says of it. */
export type StoredFile = {
  /** The bytes from `start` to `end`; destroyed when they are not sent (a 304, a HEAD request). */
  body: Readable;
  /** The whole file's size in bytes. */
  size: number;
  /** The first and last byte `body` holds (inclusive): the whole file unless a range was asked. */
  start: number;
  end: number;
  /** Whether `body` holds the range asked (a 206), not the whole file. */
  partial: boolean;
  contentType: string;
  etag?: string;
  lastModified?: Date;
};

/** What a client is shown when the storage does not answer (a 503, on an upload and on a read). */
export const MEDIA_STORAGE_UNAVAILABLE = 'Penyimpanan berkas sedang tidak tersedia, coba lagi nanti';

/**
 * The storage could not store or read a file: it is `full` (a local disk without space) or
 * `unavailable` (an S3 server that does not answer, refuses the credentials or has no such bucket).
 * `cause` holds what the disk or the server said.
 */
export class MediaStorageFailure extends Error {
  constructor(
    readonly reason: 'full' | 'unavailable',
    options: { cause: unknown },
  ) {
    super(`media storage ${reason}`, options);
    this.name = 'MediaStorageFailure';
  }
}

/** A range that starts past the end of the file (a 416, with the file's size). */
export class RangeNotSatisfiable extends Error {
  constructor(readonly size: number) {
    super(`range not satisfiable in ${size} bytes`);
    this.name = 'RangeNotSatisfiable';
  }
}
