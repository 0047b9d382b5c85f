import { audioFormatOf, type AudioExtension } from './audio-file';
import { mp4WithoutMetadata } from './mp4-metadata';
import { mpegAudioOf } from './mpeg-audio-frames';
import { oggWithoutComments } from './ogg-comments';
import { wavWithoutMetadata } from './wav-metadata';

/**
 * A song as guests get it (docs/product.md#uploads): its audio byte for byte, without the metadata
 * its maker's tools wrote into it (title, artist, comments, addresses, e-mails, pictures, lyrics).
 * - MP3 and AAC (ADTS): the frames alone, without ID3v2 and APE tags before them, nor ID3v1, APE,
 *   Lyrics3 or an appended ID3v2 after them (audio-tags.ts, mpeg-audio-frames.ts);
 * - M4A: without its `udta`, `meta`, `uuid` and padding boxes, box sizes and chunk offsets set anew
 *   (mp4-metadata.ts);
 * - Ogg Vorbis and Opus: with a comment header listing no comment (ogg-comments.ts);
 * - WAV: its `fmt `, `fact` and `data` chunks only (wav-metadata.ts).
 */
const WITHOUT_METADATA: Record<AudioExtension, (bytes: Buffer) => Buffer | undefined> = {
  mp3: mpegFrames,
  aac: mpegFrames,
  m4a: mp4WithoutMetadata,
  ogg: oggWithoutComments,
  wav: wavWithoutMetadata,
};

function mpegFrames(bytes: Buffer): Buffer | undefined {
  const audio = mpegAudioOf(bytes);
  return audio && bytes.subarray(audio.start, audio.end);
}

/**
 * The song to store for an upload, under its format's extension; undefined when the file is not audio
 * of an accepted format, or holds no audio (a tag alone, headers without frames or samples).
 */
export function songForGuests(bytes: Buffer): { data: Buffer; extension: AudioExtension } | undefined {
  const extension = audioFormatOf(bytes);
  if (!extension) return undefined;
  const data = WITHOUT_METADATA[extension](bytes);
  return data?.length ? { data, extension } : undefined;
}
