import { leadingTagsEnd, trailingTagsStart } from './audio-tags';

/**
 * MPEG audio as a song (docs/product.md#uploads): MP3 (MPEG-1, 2 or 2.5 Layer III) and AAC in ADTS
 * frames, told apart and checked by their frame headers, whose lengths say where the next frame starts.
 */

export type MpegAudioFormat = 'mp3' | 'aac';

type Frame = {
  format: MpegAudioFormat;
  length: number;
  /** What every frame of one stream has alike (version, layer or profile, sample rate). */
  stream: number;
};

/** Layer III bitrates in kbit/s by the header's index: MPEG-1, then MPEG-2 and 2.5. Index 0 is "free". */
const LAYER3_KBITS = {
  mpeg1: [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  mpeg2: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
};
/** Sample rates by the header's version bits (3: MPEG-1, 2: MPEG-2, 0: MPEG-2.5) and rate index. */
const SAMPLE_RATES: Record<number, readonly number[]> = {
  0b11: [44_100, 48_000, 32_000],
  0b10: [22_050, 24_000, 16_000],
  0b00: [11_025, 12_000, 8_000],
};

/**
 * The Layer III frame whose header is at `at`: 144 (MPEG-1) or 72 (MPEG-2, 2.5) bytes per kbit/s per
 * kHz, plus the padding byte. A free-format stream (no bitrate in its header) is not recognised.
 */
function layer3FrameAt(bytes: Buffer, at: number): Frame | undefined {
  if (at + 4 > bytes.length || bytes[at] !== 0xff) return undefined;
  const [b1, b2, b3] = [bytes[at + 1]!, bytes[at + 2]!, bytes[at + 3]!];
  const version = (b1 >> 3) & 0b11;
  if ((b1 & 0xe0) !== 0xe0 || version === 0b01 || ((b1 >> 1) & 0b11) !== 0b01) return undefined;
  const bitrateIndex = b2 >> 4;
  const rateIndex = (b2 >> 2) & 0b11;
  // The emphasis 0b10 is reserved: no encoder writes it.
  if (bitrateIndex === 0 || bitrateIndex === 0b1111 || rateIndex === 0b11 || (b3 & 0b11) === 0b10) return undefined;
  const kbits = (version === 0b11 ? LAYER3_KBITS.mpeg1 : LAYER3_KBITS.mpeg2)[bitrateIndex]!;
  const bytesPerKbit = version === 0b11 ? 144 : 72;
  const length = Math.floor((bytesPerKbit * kbits * 1000) / SAMPLE_RATES[version]![rateIndex]!) + ((b2 >> 1) & 1);
  return { format: 'mp3', length, stream: (b1 << 8) | (b2 & 0x0c) };
}

/** The AAC ADTS frame whose header is at `at`: 12 sync bits, layer 00, its length in 13 bits. */
function adtsFrameAt(bytes: Buffer, at: number): Frame | undefined {
  if (at + 7 > bytes.length || bytes[at] !== 0xff) return undefined;
  const [b1, b2, b3, b4, b5] = [bytes[at + 1]!, bytes[at + 2]!, bytes[at + 3]!, bytes[at + 4]!, bytes[at + 5]!];
  if ((b1 & 0xf6) !== 0xf0 || ((b2 >> 2) & 0x0f) > 12) return undefined;
  const length = ((b3 & 0b11) << 11) | (b4 << 3) | (b5 >> 5);
  const headerLength = b1 & 1 ? 7 : 9;
  if (length <= headerLength) return undefined;
  const channels = ((b2 & 1) << 2) | (b3 >> 6);
  return { format: 'aac', length, stream: (b1 << 16) | ((b2 & 0xfc) << 8) | channels };
}

const frameAt = (bytes: Buffer, at: number) => layer3FrameAt(bytes, at) ?? adtsFrameAt(bytes, at);

/** Whether audio starts at `at`: a frame followed by a second frame of the same stream, both before `end`. */
function audioStartsAt(bytes: Buffer, at: number, end: number): Frame | undefined {
  const first = frameAt(bytes, at);
  if (!first) return undefined;
  const next = at + first.length;
  const second = frameAt(bytes, next);
  return second && second.stream === first.stream && next + second.length <= end ? first : undefined;
}

/** How far past its leading tags a tagged file's first frame may be (padding or junk a tagger left). */
const SEARCH_AFTER_TAGS = 64 * 1024;

/**
 * The audio of an MP3 or AAC (ADTS) file: where its frames start and where they end, without the tags
 * before and after them (audio-tags.ts). An untagged file starts with a frame; a tagged one may have
 * padding or junk before its first frame. Undefined when there are no two frames in a row.
 */
export function mpegAudioOf(bytes: Buffer): { format: MpegAudioFormat; start: number; end: number } | undefined {
  const afterTags = leadingTagsEnd(bytes);
  if (afterTags === undefined) return undefined;
  const end = trailingTagsStart(bytes, afterTags);
  const last = afterTags === 0 ? 0 : Math.min(end, afterTags + SEARCH_AFTER_TAGS);
  for (let start = afterTags; start <= last && start < end; start++) {
    if (bytes[start] !== 0xff) continue;
    const frame = audioStartsAt(bytes, start, end);
    if (frame) return { format: frame.format, start, end };
  }
  return undefined;
}
