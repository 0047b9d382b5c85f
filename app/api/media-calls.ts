import { CONNECTION_LOST, UNKNOWN_ERROR } from '../../engine/errors/failure-messages';
import type { MediaKind } from '../../schemas/requests/media';
import { ApiError } from './client';
import { renewAfter401 } from './session-renewal';
import { tokens } from './tokens';
import { apiUrl } from './service-addresses';

export type UploadedMedia = { id: string; url: string; width?: number; height?: number; bytes: number };

/** One attempt of the upload; resolves with the status, the parsed body and the token it was sent with. */
function sendUpload(form: FormData, onProgress?: (fraction: number) => void, signal?: AbortSignal) {
  return new Promise<{ status: number; body: Record<string, unknown>; sentWith: string | null }>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', apiUrl('/v1/media'));
    const sentWith = tokens.access();
    if (sentWith) request.setRequestHeader('authorization', `Bearer ${sentWith}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(request.responseText) as Record<string, unknown>;
      } catch {
        // no JSON: the fallback message below
      }
      resolve({ status: request.status, body, sentWith });
    };
    request.onerror = () => reject(new ApiError(0, CONNECTION_LOST));
    request.onabort = () => reject(new DOMException('The upload was aborted.', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort());
    request.send(form);
  });
}

/**
 * Uploads a file to POST /v1/media with its progress (fetch reports none), under the same rules as
 * the API client: bearer token, one refresh on a 401, Indonesian messages.
 */
export async function uploadMedia(
  file: File,
  kind: MediaKind,
  options: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<UploadedMedia> {
  const form = () => {
    const data = new FormData();
    data.append('kind', kind);
    data.append('file', file);
    return data;
  };
  let answer = await sendUpload(form(), options.onProgress, options.signal);
  if (answer.status === 401 && (await renewAfter401(answer.sentWith)))
    answer = await sendUpload(form(), options.onProgress, options.signal);
  if (answer.status < 200 || answer.status >= 300) {
    const message =
      typeof answer.body.message === 'string' && answer.body.message.trim() ? answer.body.message : UNKNOWN_ERROR;
    throw new ApiError(answer.status, message);
  }
  return answer.body.data as UploadedMedia;
}
