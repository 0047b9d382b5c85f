import fastifyMultipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { validatePayload } from '../../engine/validation/validate-payload';
import {
  MEDIA_LIMITS,
  MEDIA_MAX_BYTES,
  mediaUploadFieldsSchema,
  type MediaKind,
  type MediaUploadFields,
} from '../../schemas/requests/media';
import { mediaUploadResultSchema } from '../../schemas/responses/media';
import { media } from '../db/schema';
import { badRequest, HttpError } from '../http/http-error';
import { dataResponse } from '../http/response-schema';
import { validationError } from '../http/validation';
import { mediaContentTypeOf } from '../services/media/storage/media-path';
import { MEDIA_STORAGE_UNAVAILABLE, MediaStorageFailure } from '../services/media/storage/storage-contract';
import { songForGuests } from '../services/media/song-metadata';
import { toWebImage } from '../services/media/web-image';
import type { ApiOptions } from './api-options';

const NO_IMAGE = 'Berkas gambar wajib diunggah';
const NO_SONG = 'Berkas lagu wajib diunggah';
const UNREADABLE = 'Unggahan tidak terbaca: kirim ulang sebagai formulir dengan satu berkas';
const DISK_FULL = 'Penyimpanan server penuh, coba lagi nanti';
/** When the owner's page may try again after a 503 of a storage that does not answer, in seconds. */
const RETRY_AFTER_SECONDS = 5;
/** The multipart limits of mediaRoutes, as the owner reads them. */
const MULTIPART_ERRORS: Record<string, () => HttpError> = {
  FST_FILES_LIMIT: () => badRequest('Unggah satu berkas saja'),
};

type Upload = { file?: Buffer; oversized: boolean; fields: Record<string, string> };

/**
 * The one file (field `file`, read whole up to the largest size any kind allows) and the text fields
 * of a multipart upload. A longer file is cut there (mediaRoutes) and marked `oversized`, and the
 * fields after it are still read, so that the refusal can name the limit of the upload's kind.
 */
async function readUpload(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart()) throw badRequest(NO_IMAGE, [{ field: 'file', message: NO_IMAGE }]);
  const upload: Upload = { oversized: false, fields: {} };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') upload.fields[part.fieldname] = String(part.value);
      else if (part.fieldname === 'file') {
        upload.file = await part.toBuffer();
        upload.oversized ||= part.file.truncated;
      } else (part as MultipartFile).file.resume();
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    // Anything else the form reader says (no boundary, a cut-off body, a broken part header) is a
    // malformed upload, not a fault of ours.
    throw MULTIPART_ERRORS[(error as FastifyError).code]?.() ?? badRequest(UNREADABLE);
  }
  return upload;
}

function checkedFields(fields: Record<string, string>): MediaUploadFields {
  const result = validatePayload<MediaUploadFields>(mediaUploadFieldsSchema, fields);
  if (result.ok) return result.value;
  throw validationError(result.errors);
}

const fileError = (status: number, message: string) => new HttpError(status, message, [{ field: 'file', message }]);

/**
 * What is stored for an upload: an image as WebP at its kind's web size, a song as its audio without
 * its tags (song-metadata.ts); a song without audio is refused as not a song.
 */
async function storedFile(file: Buffer, oversized: boolean, kind: MediaKind) {
  if (kind === 'song') {
    const { maxBytes, tooLarge, wrongType } = MEDIA_LIMITS.song;
    if (oversized || file.length > maxBytes) throw fileError(413, tooLarge);
    const song = songForGuests(file);
    if (!song) throw fileError(415, wrongType);
    return { data: song.data, extension: song.extension, bytes: song.data.length, width: null, height: null };
  }
  if (oversized || file.length > MEDIA_LIMITS.image.maxBytes) throw fileError(413, MEDIA_LIMITS.image.tooLarge);
  return { ...(await toWebImage(file, kind)), extension: 'webp' };
}

/**
 * Stores an upload's file (the app's media storage: the local disk, or S3 when configured). A full
 * local disk (the storage removed what it wrote) is logged and answers 507 at the field `file`, an
 * S3 server that does not store it is logged and answers 503 there, with Retry-After; any other
 * failure is a 500.
 */
async function storeMediaFile(request: FastifyRequest, reply: FastifyReply, path: string, data: Buffer) {
  const app = request.server;
  try {
    await app.mediaStorage.put(path, data, mediaContentTypeOf(path));
  } catch (error) {
    if (!(error instanceof MediaStorageFailure)) throw error;
    if (error.reason === 'full') {
      app.log.error({ err: error.cause, reqId: request.id }, 'upload not stored: the media disk is full');
      throw fileError(507, DISK_FULL);
    }
    app.log.error({ err: error.cause, reqId: request.id }, 'upload not stored: the media storage did not answer');
    reply.header('retry-after', RETRY_AFTER_SECONDS);
    throw fileError(503, MEDIA_STORAGE_UNAVAILABLE);
  }
}

/** Uploads (docs/product.md#uploads): images resized to web sizes, songs stripped of their tags. */
export async function mediaRoutes(app: FastifyInstance, _options: ApiOptions) {
  // Forms are read here only: in this plugin's scope, its hooks (a listener and two promises per
  // request) stay off every other answer (docs/performance.md). The largest upload any kind allows:
  // a longer file is cut there and marked truncated, and the route refuses it with its kind's limit.
  await app.register(fastifyMultipart, {
    limits: { fileSize: MEDIA_MAX_BYTES, files: 1 },
    throwFileSizeLimit: false,
  });
  app.post(
    '/v1/media',
    { onRequest: app.requireOwner, schema: { response: { 201: dataResponse(mediaUploadResultSchema) } } },
    async (request, reply) => {
      const upload = await readUpload(request);
      const { kind } = checkedFields(upload.fields);
      if (!upload.file?.length) {
        const message = kind === 'song' ? NO_SONG : NO_IMAGE;
        throw badRequest(message, [{ field: 'file', message }]);
      }
      const { data, extension, width, height, bytes } = await storedFile(upload.file, upload.oversized, kind);

      // The address names no owner (the media row keeps them): a folder of the id's first two hex
      // digits, so no folder grows past a few thousand files. Older `<owner id>/<id>.webp` paths stay served.
      const id = randomUUID();
      const folder = id.slice(0, 2);
      const path = `${folder}/${id}.${extension}`;
      await storeMediaFile(request, reply, path, data);
      try {
        await app.db.insert(media).values({ id, user_id: request.ownerId, kind, path, width, height, bytes });
      } catch (error) {
        await app.mediaStorage.delete(path).catch(() => undefined);
        throw error;
      }
      const size = width !== null && height !== null ? { width, height } : {};
      return reply.code(201).send({ data: { id, url: `/media/${path}`, bytes, ...size } });
    },
  );
}
