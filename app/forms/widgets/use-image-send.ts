import { useState } from 'react';
import type { ImageKind } from '../../../schemas/requests/media';
import { errorText } from '../../api/error-text';
import type { UploadedMedia } from '../../api/media-calls';
import { uploadRefusal } from './image-refusal';
import { sendImage } from './send-image';

/**
 * An owner's picked image sent as `kind`: checked (its type) before a byte is sent (a refusal is
 * `error`), made smaller when it is over the size limit (`shrinking`, in percent), uploaded with its
 * `progress` (null while nothing is sent), then handed to `onSent`. A failure of either is `error`, after
 * which `onFailure` runs; `onEnd` runs once a send is over, whatever its end. `setError` says
 * another failure of the field's (or clears it).
 */
export function useImageSend(kind: ImageKind) {
  const [progress, setProgress] = useState<number | null>(null);
  const [shrinking, setShrinking] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const send = async (
    file: File | undefined,
    onSent: (uploaded: UploadedMedia) => unknown,
    { onFailure, onEnd }: { onFailure?: () => Promise<unknown>; onEnd?: () => void } = {},
  ) => {
    if (!file) return;
    const refusal = uploadRefusal(file);
    setError(refusal);
    if (refusal) return;
    setProgress(0);
    try {
      await onSent(await sendImage(file, kind, { onShrinking: setShrinking, onProgress: setProgress }));
    } catch (failure) {
      setError(errorText(failure));
      await onFailure?.();
    } finally {
      setProgress(null);
      onEnd?.();
    }
  };
  return { progress, shrinking, error, setError, send };
}
