import { MEDIA_LIMITS } from '../../../../schemas/requests/media';

const { maxBytes, accept, tooLarge, wrongType } = MEDIA_LIMITS.song;
/** The file extensions the server takes for a song, read from its `accept` list. */
const extensions = accept
  .split(',')
  .filter((entry) => entry.startsWith('.'))
  .map((entry) => entry.slice(1));

export const SONG_FORMAT_HINT = `MP3, M4A, OGG atau WAV, maksimal ${Math.round(maxBytes / (1024 * 1024))} MB.`;
export const SONG_TYPE_MESSAGE = wrongType;
export const SONG_SIZE_MESSAGE = tooLarge;
export const SONG_EMPTY_MESSAGE = 'Berkas lagu kosong';
/** For the file picker: the server's list of audio types and extensions. */
export const SONG_ACCEPT = accept;

/**
 * Why a chosen file cannot be the song, before anything is sent (docs/product.md#limits): its
 * extension names one of the audio formats (and its type, when the browser knows one, is audio),
 * and it is not empty nor over the size limit. Null when it may be uploaded.
 */
export function songFileProblem(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const knownExtension = file.name.includes('.') && (extensions as readonly string[]).includes(extension);
  const audioType = !file.type || file.type.startsWith('audio/');
  if (!knownExtension || !audioType) return SONG_TYPE_MESSAGE;
  if (file.size === 0) return SONG_EMPTY_MESSAGE;
  if (file.size > maxBytes) return SONG_SIZE_MESSAGE;
  return null;
}

/** The song's file name from its address, for the owner to recognise it. */
export function songFileName(url: string): string {
  const last = url.split(/[?#]/)[0]!.split('/').filter(Boolean).pop() ?? url;
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}
