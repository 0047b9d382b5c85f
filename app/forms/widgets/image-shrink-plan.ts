import { MEDIA_LIMITS } from '../../../schemas/requests/media';

const MB = 1024 * 1024;

/**
 * How a picked image over the upload limit is made smaller in the browser (browser-image-compression
 * options), decided apart from the library so that it is tested without a canvas:
 * - only an accepted image above MEDIA_LIMITS.image.maxBytes is touched; a smaller one goes as picked;
 * - aimed at 9 MB (under the 10 MB the server takes, with room for the encoder's overshoot) and at
 *   most 4096 px on its longer side (twice the largest size the server keeps, 1600 px, so a crop
 *   still has pixels to spare, and always under its 50 megapixels);
 * - a JPEG stays JPEG; a PNG or WebP becomes WebP, which keeps transparency;
 * - turned upright by its EXIF orientation and written without any metadata (no GPS, no camera):
 *   `preserveExif` off;
 * - on the page's own thread: the library's web worker would load its code from a CDN, which the
 *   page's Content-Security-Policy refuses and an owner offline cannot reach.
 */
export type ShrinkPlan = {
  maxSizeMB: number;
  maxWidthOrHeight: number;
  fileType: 'image/jpeg' | 'image/webp';
  initialQuality: number;
  maxIteration: number;
  preserveExif: false;
  useWebWorker: false;
};

/** The longer side of a made-smaller image, in pixels. */
export const SHRUNK_MAX_SIDE = 4096;
/** The size a made-smaller image aims at: under the limit with some room. */
export const SHRUNK_TARGET_BYTES = 9 * MB;

/** The plan for a picked file, or null when it goes as it is (small enough, or not an image we take). */
export function shrinkPlanOf(file: { type: string; size: number }): ShrinkPlan | null {
  const accepted = MEDIA_LIMITS.image.accept.split(',');
  if (!accepted.includes(file.type) || file.size <= MEDIA_LIMITS.image.maxBytes) return null;
  return {
    maxSizeMB: SHRUNK_TARGET_BYTES / MB,
    maxWidthOrHeight: SHRUNK_MAX_SIDE,
    fileType: file.type === 'image/jpeg' ? 'image/jpeg' : 'image/webp',
    initialQuality: 0.85,
    maxIteration: 10,
    preserveExif: false,
    useWebWorker: false,
  };
}

/** What the owner reads while it happens: "Memperkecil foto… 42%". */
export const shrinkingText = (percent: number): string =>
  `Memperkecil foto… ${Math.min(100, Math.max(0, Math.round(percent)))}%`;
