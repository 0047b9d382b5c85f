import { MEDIA_LIMITS } from '../../../schemas/requests/media';
import { shrinkPlanOf } from './image-shrink-plan';

/**
 * Why a picked image cannot be sent (its type, or a size the browser cannot bring down), said
 * before any byte leaves the phone; null when it may go. An image over the size limit may go: it is
 * made smaller first (send-image.ts). Apart from the widget, so that a page without a form (a
 * transfer proof) carries no RJSF.
 */
export function uploadRefusal(file: File): string | null {
  if (!MEDIA_LIMITS.image.accept.split(',').includes(file.type)) return MEDIA_LIMITS.image.wrongType;
  if (file.size > MEDIA_LIMITS.image.maxBytes && !shrinkPlanOf(file)) return MEDIA_LIMITS.image.tooLarge;
  return null;
}
