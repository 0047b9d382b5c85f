import type { MultipartFile } from '@fastify/multipart';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { validatePayload } from '../../engine/validation/validate-payload';
import { mediaUploadFieldsSchema, type MediaUploadFields } from '../../schemas/requests/media';
import { media } from '../db/schema';
import { badRequest, HttpError } from '../http/http-error';
import { toWebImage } from '../services/web-image';
import { validationError } from '../http/validation';
import type { ApiOptions } from './api-options';

const NO_FILE = 'Berkas gambar wajib diunggah';
const UNREADABLE = 'Unggahan tidak terbaca: kirim ulang sebagai formulir dengan satu berkas gambar';
/** The multipart limits of server/app.ts, as the owner reads them. */
const MULTIPART_ERRORS: Record<string, () => HttpError> = {
  FST_REQ_FILE_TOO_LARGE: () => new HttpError(413, 'Ukuran berkas maksimal 10 MB'),
  FST_FILES_LIMIT: () => badRequest('Unggah satu berkas saja'),
};

/** The one file (field `file`, read whole) and the text fields of a multipart upload. */
async function readUpload(request: FastifyRequest): Promise<{ file?: Buffer; fields: Record<string, string> }> {
  if (!request.isMultipart()) throw badRequest(NO_FILE, [{ field: 'file', message: NO_FILE }]);
  const fields: Record<string, string> = {};
  let file: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') fields[part.fieldname] = String(part.value);
      else if (part.fieldname === 'file') file = await part.toBuffer();
      else (part as MultipartFile).file.resume();
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    // Anything else the form reader says (no boundary, a cut-off body, a broken part header) is a
    // malformed upload, not a fault of ours.
    throw MULTIPART_ERRORS[(error as FastifyError).code]?.() ?? badRequest(UNREADABLE);
  }
  return { file, fields };
}

function checkedFields(fields: Record<string, string>): MediaUploadFields {
  const result = validatePayload<MediaUploadFields>(mediaUploadFieldsSchema, fields);
  if (result.ok) return result.value;
  throw validationError(result.errors);
}

/** Image uploads, resized to web sizes. */
export async function mediaRoutes(app: FastifyInstance, _options: ApiOptions) {
  app.post('/v1/media', { onRequest: app.requireOwner }, async (request, reply) => {
    const upload = await readUpload(request);
    const { kind } = checkedFields(upload.fields);
    if (!upload.file?.length) throw badRequest(NO_FILE, [{ field: 'file', message: NO_FILE }]);
    const image = await toWebImage(upload.file, kind);

    // The address names no owner (the media row keeps them): a folder of the id's first two hex
    // digits, so no folder grows past a few thousand files. Older `<owner id>/<id>.webp` paths stay served.
    const id = randomUUID();
    const folder = id.slice(0, 2);
    const path = `${folder}/${id}.webp`;
    await mkdir(join(app.mediaDir, folder), { recursive: true });
    await writeFile(join(app.mediaDir, path), image.data);
    const { width, height, bytes } = image;
    try {
      await app.db.insert(media).values({ id, user_id: request.ownerId, kind, path, width, height, bytes });
    } catch (error) {
      await unlink(join(app.mediaDir, path)).catch(() => undefined);
      throw error;
    }
    return reply.code(201).send({ data: { id, url: `/media/${path}`, width, height, bytes } });
  });
}
