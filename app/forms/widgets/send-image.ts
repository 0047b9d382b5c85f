import { MEDIA_LIMITS, type ImageKind } from '../../../schemas/requests/media';
import { ApiError } from '../../api/client';
import { uploadMedia, type UploadedMedia } from '../../api/media-calls';
import { shrinkImage } from './image-shrink';
import { shrinkPlanOf } from './image-shrink-plan';

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** Refused before sending, as the server would refuse it (413, at `file`), in its words. */
const tooLarge = () =>
  new ApiError(413, MEDIA_LIMITS.image.tooLarge, [{ field: 'file', message: MEDIA_LIMITS.image.tooLarge }]);

/**
 * A picked image as it may be sent: over the upload limit, made smaller in the browser first
 * (`onShrinking` hears 0 to 100 meanwhile, then null); still too large, or unreadable, it is refused
 * with the server's own "Ukuran berkas maksimal 10 MB" (an ApiError of 413) before a byte is sent.
 */
export async function imageToSend(
  file: File,
  { onShrinking, signal }: { onShrinking?: (percent: number | null) => void; signal?: AbortSignal } = {},
): Promise<File> {
  const plan = shrinkPlanOf(file);
  let ready = file;
  if (plan) {
    onShrinking?.(0);
    try {
      ready = await shrinkImage(file, plan, { onProgress: onShrinking, signal });
    } catch (failure) {
      if (isAbort(failure) || signal?.aborted) throw failure;
      throw tooLarge();
    } finally {
      onShrinking?.(null);
    }
  }
  if (ready.size > MEDIA_LIMITS.image.maxBytes) throw tooLarge();
  return ready;
}

/**
 * Every owner's image upload in one place: made smaller when it is over the limit (imageToSend),
 * then sent to POST /v1/media with its progress (uploadMedia's `onProgress`, 0 to 1). An image
 * within the limit is sent at once, as before, without waiting a turn.
 */
export function sendImage(
  file: File,
  kind: ImageKind,
  options: {
    onShrinking?: (percent: number | null) => void;
    onProgress?: (fraction: number) => void;
    signal?: AbortSignal;
  } = {},
): Promise<UploadedMedia> {
  const upload = (ready: File) => uploadMedia(ready, kind, { onProgress: options.onProgress, signal: options.signal });
  return shrinkPlanOf(file) ? imageToSend(file, options).then(upload) : upload(file);
}
