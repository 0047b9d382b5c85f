import { MEDIA_LIMITS } from '../../../schemas/requests/media';

/**
 * Why an image cannot be sent (its type, its size), said before any byte leaves the phone; null when
 * it may go. Apart from the widget, so that a page without a form (a transfer proof) carries no RJSF.
 */
export function uploadRefusal(file: File): string | null {
  if (!MEDIA_LIMITS.image.accept.split(',').includes(file.type)) return MEDIA_LIMITS.image.wrongType;
  if (file.size > MEDIA_LIMITS.image.maxBytes) return MEDIA_LIMITS.image.tooLarge;
  return null;
}
