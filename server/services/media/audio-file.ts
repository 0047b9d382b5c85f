import { mpegAudioOf } from './mpeg-audio-frames';

/**
 * The audio formats of songs (docs/product.md#uploads): the format is read from the file's first bytes
 * (for MP3 and AAC, from the first frames after the tags), never from the name or type the client
 * gives, and the file is stored under its format's extension (song-metadata.ts strips its tags).
 */

/** The audio formats a song may be in, by the extension it is stored under, with the type it is served as. */
export const AUDIO_CONTENT_TYPES = {
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  aac: 'audio/aac',
  ogg: 'audio/ogg',
  wav: 'audio/wav',
} as const;

export type AudioExtension = keyof typeof AUDIO_CONTENT_TYPES;

/** ISO base media (MPEG-4) brands of an audio file: iTunes' M4A family and the generic MP4 ones encoders write. */
const MP4_AUDIO_BRANDS = new Set(['M4A ', 'M4B ', 'M4P ', 'F4A ', 'isom', 'iso2', 'mp41', 'mp42']);

const ascii = (bytes: Buffer, start: number, end: number) => bytes.toString('latin1', start, end);

/** The brands of an MPEG-4 file's leading `ftyp` box: the major one and the compatible ones. */
function mp4Brands(bytes: Buffer): string[] {
  if (ascii(bytes, 4, 8) !== 'ftyp') return [];
  const boxEnd = Math.min(bytes.readUInt32BE(0), bytes.length, 256);
  const brands = [ascii(bytes, 8, 12)];
  for (let at = 16; at + 4 <= boxEnd; at += 4) brands.push(ascii(bytes, at, at + 4));
  return brands;
}

/**
 * The format of a song by its first bytes: Ogg, WAV, MPEG-4 audio (M4A), or MPEG audio, MP3 or AAC by
 * its first two frames (after its ID3 tags, if any: an AAC file may have them too); undefined otherwise.
 */
export function audioFormatOf(bytes: Buffer): AudioExtension | undefined {
  if (bytes.length < 12) return undefined;
  if (ascii(bytes, 0, 4) === 'OggS') return 'ogg';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WAVE') return 'wav';
  if (mp4Brands(bytes).some((brand) => MP4_AUDIO_BRANDS.has(brand))) return 'm4a';
  return mpegAudioOf(bytes)?.format;
}

/** The type a stored song is served as, by its extension; undefined for any other file. */
export function audioContentTypeOf(path: string): string | undefined {
  const extension = path.slice(path.lastIndexOf('.') + 1);
  return Object.hasOwn(AUDIO_CONTENT_TYPES, extension) ? AUDIO_CONTENT_TYPES[extension as AudioExtension] : undefined;
}
