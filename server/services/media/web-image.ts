import sharp from 'sharp';
import { MEDIA_LIMITS, type ImageKind } from '../../../schemas/requests/media';
import { badRequest, HttpError } from '../../http/http-error';

/**
 * The box each kind of image is shown within: covers and gallery photos fill a screen; the
 * link-preview image (`meta`) is 1200 px wide, as link previews show it, whatever its height.
 */
const FIT: Record<ImageKind, { width: number; height?: number }> = {
  cover: { width: 1600, height: 1600 },
  gallery: { width: 1600, height: 1600 },
  couple: { width: 800, height: 800 },
  wishlist: { width: 800, height: 800 },
  story: { width: 800, height: 800 },
  meta: { width: 1200 },
  profile: { width: 400, height: 400 },
  /** A QRIS sticker is often a portrait poster around its code: room enough for the code to scan. */
  qris: { width: 1200, height: 1600 },
};
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
const { maxPixels, wrongType, tooManyPixels: tooManyPixelsMessage } = MEDIA_LIMITS.image;

const notAnImage = () => badRequest(wrongType, [{ field: 'file', message: wrongType }]);
const tooManyPixels = () =>
  new HttpError(413, tooManyPixelsMessage, [{ field: 'file', message: tooManyPixelsMessage }]);

/**
 * An uploaded JPEG, PNG or WebP as the web serves it: turned upright by its EXIF orientation,
 * stripped of its metadata (location, camera), shrunk (never enlarged) to fit its kind's box, and
 * encoded as WebP at quality 80. Anything else is refused with a 400; an image of more pixels than
 * MEDIA_LIMITS allows (read from its header, before any pixel is decoded: a decompression bomb costs
 * nothing) with a 413.
 */
export async function toWebImage(input: Buffer, kind: ImageKind) {
  const header = await sharp(input)
    .metadata()
    .catch(() => undefined);
  if (!header?.format || !ACCEPTED_FORMATS.has(header.format)) throw notAnImage();
  if (header.width * header.height > maxPixels) throw tooManyPixels();
  const { data, info } = await sharp(input, { limitInputPixels: maxPixels })
    .autoOrient()
    .resize({ ...FIT[kind], fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer({ resolveWithObject: true })
    .catch(() => {
      throw notAnImage();
    });
  return { data, width: info.width, height: info.height, bytes: info.size };
}
