import sharp from 'sharp';
import type { MediaKind } from '../../schemas/requests/media';
import { badRequest, HttpError } from '../http/http-error';

/** The largest side each kind of image is shown at: covers and gallery photos fill a screen. */
const MAX_SIDE: Record<MediaKind, number> = { cover: 1600, gallery: 1600, couple: 800, wishlist: 800, story: 800 };
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
export const NOT_AN_IMAGE = 'Berkas harus berupa gambar (JPEG, PNG atau WebP)';

/**
 * The most pixels an upload may have: a 50 MP phone photo (8160x6120 or 8160x6144) fits, a
 * decompression bomb (a few hundred KB of PNG that decodes to 16000x16000 and seconds of work) does
 * not. Checked on the header before anything is decoded, and given to sharp as its own limit too.
 */
export const MAX_INPUT_PIXELS = 8192 * 6144;
export const TOO_MANY_PIXELS = 'Gambar terlalu besar: maksimal 50 megapiksel';

const notAnImage = () => badRequest(NOT_AN_IMAGE, [{ field: 'file', message: NOT_AN_IMAGE }]);
const tooManyPixels = () => new HttpError(413, TOO_MANY_PIXELS, [{ field: 'file', message: TOO_MANY_PIXELS }]);

/**
 * An uploaded JPEG, PNG or WebP as the web serves it: turned upright by its EXIF orientation,
 * stripped of its metadata (location, camera), shrunk (never enlarged) to fit its kind's square,
 * and encoded as WebP at quality 80. Anything else is refused with a 400, an image of more than
 * MAX_INPUT_PIXELS with a 413.
 */
export async function toWebImage(input: Buffer, kind: MediaKind) {
  // metadata() reads the header only: no pixel is decoded yet.
  const header = await sharp(input)
    .metadata()
    .catch(() => undefined);
  if (!header?.format || !ACCEPTED_FORMATS.has(header.format)) throw notAnImage();
  if (header.width * header.height > MAX_INPUT_PIXELS) throw tooManyPixels();
  const side = MAX_SIDE[kind];
  const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
    .autoOrient()
    .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer({ resolveWithObject: true })
    .catch(() => {
      throw notAnImage();
    });
  return { data, width: info.width, height: info.height, bytes: info.size };
}
