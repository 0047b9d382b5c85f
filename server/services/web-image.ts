import sharp from 'sharp';
import type { MediaKind } from '../../schemas/requests/media';
import { badRequest } from '../http/http-error';

/** The largest side each kind of image is shown at: covers and gallery photos fill a screen. */
const MAX_SIDE: Record<MediaKind, number> = { cover: 1600, gallery: 1600, couple: 800, wishlist: 800, story: 800 };
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
export const NOT_AN_IMAGE = 'Berkas harus berupa gambar (JPEG, PNG atau WebP)';

const notAnImage = () => badRequest(NOT_AN_IMAGE, [{ field: 'file', message: NOT_AN_IMAGE }]);

/**
 * An uploaded JPEG, PNG or WebP as the web serves it: turned upright by its EXIF orientation,
 * stripped of its metadata (location, camera), shrunk (never enlarged) to fit its kind's square,
 * and encoded as WebP at quality 80. Anything else is refused with a 400.
 */
export async function toWebImage(input: Buffer, kind: MediaKind) {
  const format = await sharp(input)
    .metadata()
    .then((metadata) => metadata.format)
    .catch(() => undefined);
  if (!format || !ACCEPTED_FORMATS.has(format)) throw notAnImage();
  const side = MAX_SIDE[kind];
  const { data, info } = await sharp(input)
    .autoOrient()
    .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer({ resolveWithObject: true })
    .catch(() => {
      throw notAnImage();
    });
  return { data, width: info.width, height: info.height, bytes: info.size };
}
