import { and, eq } from 'drizzle-orm';
import { IMAGE_KINDS } from '../../../schemas/requests/media';
import type { Database } from '../../db/database';
import { media } from '../../db/schema';

const MEDIA_PREFIX = '/media/';

/**
 * Whether `address` (what POST /v1/media answered: `/media/…`) is an image this account uploaded: a
 * profile photo, a transfer proof and the like must be the caller's own upload, never someone else's.
 */
export async function isOwnImageUpload(db: Database, userId: string, address: string): Promise<boolean> {
  if (!address.startsWith(MEDIA_PREFIX)) return false;
  const [upload] = await db
    .select({ kind: media.kind })
    .from(media)
    .where(and(eq(media.user_id, userId), eq(media.path, address.slice(MEDIA_PREFIX.length))));
  return !!upload && (IMAGE_KINDS as readonly string[]).includes(upload.kind);
}
