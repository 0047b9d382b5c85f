import { AUDIO_CONTENT_TYPES, audioContentTypeOf } from '../audio-file';

/**
 * The paths uploads are stored and served under (/media/<path>): `<2 hex>/<uuid>.<ext>`, the folder
 * being the id's first two hex digits, and the older `<owner id>/<id>.webp`. Nothing else is read
 * from a storage, so no path can leave the media folder or reach another key of the bucket.
 */

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const EXTENSIONS = ['webp', ...Object.keys(AUDIO_CONTENT_TYPES)].join('|');
const CURRENT = new RegExp(`^([0-9a-f]{2})/(${UUID})\\.(?:${EXTENSIONS})$`);
const OLDER = new RegExp(`^${UUID}/${UUID}\\.webp$`);

/** Whether the path is one an upload is stored under, in either form. */
export function isMediaPath(path: string): boolean {
  const [, folder, id] = CURRENT.exec(path) ?? [];
  if (folder && id) return id.startsWith(folder);
  return OLDER.test(path);
}

/** The type an upload is stored and served as, by its extension: WebP for images, a song's audio type. */
export function mediaContentTypeOf(path: string): string {
  if (path.endsWith('.webp')) return 'image/webp';
  return audioContentTypeOf(path) ?? 'application/octet-stream';
}
