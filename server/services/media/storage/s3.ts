import {
  DeleteObjectCommand,
  GetObjectCommand,
  type GetObjectCommandOutput,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import { resolvedRange, type ByteRange } from './byte-range';
import { MediaStorageFailure, RangeNotSatisfiable, type MediaStorage, type StoredFile } from './storage-contract';

/** An S3-compatible bucket (AWS S3, MinIO, Ceph, R2 ...): the S3_* settings of server/config.ts. */
export type S3Settings = {
  bucket: string;
  /** The server's address, e.g. http://minio:9000 or https://s3.eu-central-1.amazonaws.com. */
  endpoint: string;
  region: string;
  /** Buckets in the path (http://host/bucket/key), as MinIO-like servers want, not in the host name. */
  forcePathStyle: boolean;
  /** Both or neither: without them the SDK's own chain (environment, instance role) is asked. */
  accessKeyId?: string;
  secretAccessKey?: string;
};

/** How long a connection to the S3 server may take, and a socket with nothing on it may stay, in ms. */
const CONNECT_TIMEOUT_MS = 3_000;
const IDLE_SOCKET_MS = 30_000;

const statusOf = (error: unknown) => (error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined);

/** `bytes 10-19/1200` as its first and last byte and the whole size. */
function contentRangeOf(header: string | undefined) {
  const match = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(header ?? '');
  return match && { start: Number(match[1]), end: Number(match[2]), size: Number(match[3]) };
}

/** The SDK's client for the bucket's server, with short timeouts and checksums only where required. */
function s3ClientOf(settings: S3Settings): S3Client {
  const { accessKeyId, secretAccessKey } = settings;
  return new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    ...(accessKeyId && secretAccessKey && { credentials: { accessKeyId, secretAccessKey } }),
    // Checksums only where S3 requires them: many S3-compatible servers refuse or store the
    // SDK's default trailing checksums of every upload.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: { connectionTimeout: CONNECT_TIMEOUT_MS, socketTimeout: IDLE_SOCKET_MS },
  });
}

/** A GetObject answer as the stored file: its part (the whole when the server ignored the range) and headers. */
function storedFileOf(object: GetObjectCommandOutput): StoredFile {
  const length = object.ContentLength ?? 0;
  // A server that ignores the range answers the whole object (200, no Content-Range).
  const part = contentRangeOf(object.ContentRange);
  return {
    body: object.Body as Readable,
    ...(part ?? { start: 0, end: length - 1, size: length }),
    partial: part !== null,
    contentType: object.ContentType ?? 'application/octet-stream',
    etag: object.ETag,
    lastModified: object.LastModified,
  };
}

/**
 * Uploads as objects of an S3-compatible bucket, keyed by their path: every server process reads
 * what any of them stored. Whatever the server says when it fails (no answer, refused credentials,
 * no such bucket) is a MediaStorageFailure `unavailable`; an object that is not there reads as none.
 */
export function s3Storage(settings: S3Settings): MediaStorage {
  const Bucket = settings.bucket;
  const client = s3ClientOf(settings);
  const unavailable = (error: unknown) => new MediaStorageFailure('unavailable', { cause: error });

  /** The object's size, or undefined when there is none. */
  async function sizeOf(Key: string): Promise<number | undefined> {
    try {
      return (await client.send(new HeadObjectCommand({ Bucket, Key }))).ContentLength ?? 0;
    } catch (error) {
      if (statusOf(error) === 404) return undefined;
      throw unavailable(error);
    }
  }

  /**
   * The Range header to ask the server for: first and last byte as given, a suffix resolved against
   * the object's size first (some S3-compatible servers read `bytes=-500` as `bytes=0-500`).
   */
  async function rangeHeader(Key: string, range: ByteRange): Promise<string | null> {
    if (!('suffix' in range)) return `bytes=${range.start}-${range.end ?? ''}`;
    const size = await sizeOf(Key);
    if (size === undefined) return null;
    const bytes = resolvedRange(range, size);
    if (!bytes) throw new RangeNotSatisfiable(size);
    return `bytes=${bytes.start}-${bytes.end}`;
  }

  return {
    async put(Key, Body, ContentType) {
      try {
        await client.send(new PutObjectCommand({ Bucket, Key, Body, ContentType }));
      } catch (error) {
        throw unavailable(error);
      }
    },

    async get(Key, range) {
      const Range = range && (await rangeHeader(Key, range));
      if (Range === null) return undefined;
      let object;
      try {
        object = await client.send(new GetObjectCommand({ Bucket, Key, Range }));
      } catch (error) {
        if (statusOf(error) === 404) return undefined;
        if (statusOf(error) === 416) throw new RangeNotSatisfiable((await sizeOf(Key)) ?? 0);
        throw unavailable(error);
      }
      return storedFileOf(object);
    },

    async delete(Key) {
      try {
        await client.send(new DeleteObjectCommand({ Bucket, Key }));
      } catch (error) {
        throw unavailable(error);
      }
    },

    async close() {
      client.destroy();
    },
  };
}
