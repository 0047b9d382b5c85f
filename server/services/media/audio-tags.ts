/**
 * Where the tags around MPEG audio (MP3, AAC ADTS) are, so that a song is stored without them
 * (docs/product.md#uploads): ID3v2 (and APE) tags at the start; ID3v1 (with its Enhanced TAG+),
 * Lyrics3 v1 and v2, APE v1 and v2, and an appended ID3v2 (with its `3DI` footer) at the end.
 * Positions only: the caller cuts the file.
 */

const ascii = (bytes: Buffer, start: number, end: number) => bytes.toString('latin1', Math.max(start, 0), end);

const ID3V2_HEADER = 10;
const ID3V1_LENGTH = 128;
const ENHANCED_ID3V1_LENGTH = 227;
const APE_FOOTER = 32;
const LYRICS3_V1_MAX = 5100 + 'LYRICSBEGIN'.length + 'LYRICSEND'.length;

/** An ID3v2 syncsafe size (four bytes of seven bits), or undefined if a byte has its high bit set. */
function syncsafeAt(bytes: Buffer, at: number): number | undefined {
  let size = 0;
  for (let index = 0; index < 4; index++) {
    const byte = bytes[at + index]!;
    if (byte & 0x80) return undefined;
    size = (size << 7) | byte;
  }
  return size;
}

/** The length of the ID3v2 tag at `at` (header, frames, padding, footer), or undefined if none is. */
function id3v2LengthAt(bytes: Buffer, at: number): number | undefined {
  if (at + ID3V2_HEADER > bytes.length || ascii(bytes, at, at + 3) !== 'ID3') return undefined;
  const version = bytes[at + 3]!;
  if (version < 2 || version > 4 || bytes[at + 4] === 0xff) return undefined;
  const size = syncsafeAt(bytes, at + 6);
  if (size === undefined) return undefined;
  const hasFooter = version === 4 && (bytes[at + 5]! & 0x10) !== 0;
  return ID3V2_HEADER + size + (hasFooter ? ID3V2_HEADER : 0);
}

/** The length of an APE tag that starts with its header at `at`, or undefined. */
function apeLengthAt(bytes: Buffer, at: number): number | undefined {
  if (at + APE_FOOTER > bytes.length || ascii(bytes, at, at + 8) !== 'APETAGEX') return undefined;
  const isHeader = (bytes.readUInt32LE(at + 20) & 0x20000000) !== 0;
  return isHeader ? APE_FOOTER + bytes.readUInt32LE(at + 12) : undefined;
}

/**
 * Where the audio may start: after the ID3v2 (and APE) tags at the start of the file, one after the
 * other as some taggers leave them; 0 without any; undefined when a tag runs past the file's end.
 */
export function leadingTagsEnd(bytes: Buffer): number | undefined {
  let at = 0;
  for (;;) {
    if (ascii(bytes, at, at + 3) === 'ID3' || ascii(bytes, at, at + 8) === 'APETAGEX') {
      const length = id3v2LengthAt(bytes, at) ?? apeLengthAt(bytes, at);
      if (length === undefined || at + length > bytes.length) return undefined;
      at += length;
    } else return at;
  }
}

/** The start of the one tag that ends at `end` (not before `from`), or undefined if none does. */
function tagStartBefore(bytes: Buffer, from: number, end: number): number | undefined {
  const starts: (number | undefined)[] = [];
  // ID3v1: `TAG` and 125 bytes; an Enhanced TAG+ (227 bytes) may stand before it, and goes with it.
  if (end - ID3V1_LENGTH >= from && ascii(bytes, end - ID3V1_LENGTH, end - ID3V1_LENGTH + 3) === 'TAG') {
    const start = end - ID3V1_LENGTH;
    const enhanced = start - ENHANCED_ID3V1_LENGTH;
    starts.push(enhanced >= from && ascii(bytes, enhanced, enhanced + 4) === 'TAG+' ? enhanced : start);
  }
  // APE v1/v2: a 32-byte footer whose size counts the items and the footer, plus a header when flagged.
  if (end - APE_FOOTER >= from && ascii(bytes, end - APE_FOOTER, end - APE_FOOTER + 8) === 'APETAGEX') {
    const footer = end - APE_FOOTER;
    const hasHeader = (bytes.readUInt32LE(footer + 20) & 0x80000000) !== 0;
    starts.push(end - bytes.readUInt32LE(footer + 12) - (hasHeader ? APE_FOOTER : 0));
  }
  // Lyrics3 v2: `LYRICSBEGIN` ... a six-digit size of all that, then `LYRICS200`.
  if (ascii(bytes, end - 9, end) === 'LYRICS200') {
    const size = Number(ascii(bytes, end - 15, end - 9));
    const start = end - 15 - size;
    if (/^\d{6}$/.test(ascii(bytes, end - 15, end - 9)) && ascii(bytes, start, start + 11) === 'LYRICSBEGIN') {
      starts.push(start);
    }
  }
  // Lyrics3 v1: `LYRICSBEGIN` up to 5100 bytes of lyrics, then `LYRICSEND`.
  if (ascii(bytes, end - 9, end) === 'LYRICSEND') {
    const start = bytes.lastIndexOf('LYRICSBEGIN', end - 9, 'latin1');
    if (start >= 0 && end - start <= LYRICS3_V1_MAX) starts.push(start);
  }
  // An ID3v2 tag appended at the end, found by its footer (`3DI`, as its header but reversed).
  if (end - ID3V2_HEADER >= from && ascii(bytes, end - ID3V2_HEADER, end - ID3V2_HEADER + 3) === '3DI') {
    const size = syncsafeAt(bytes, end - 4);
    if (size !== undefined) {
      const start = end - 2 * ID3V2_HEADER - size;
      if (id3v2LengthAt(bytes, start) === end - start) starts.push(start);
    }
  }
  return starts.find((start) => start !== undefined && start >= from && start < end);
}

/** Where the audio ends: before the tags at the end of the file (any order, any number), or the file's end. */
export function trailingTagsStart(bytes: Buffer, from: number): number {
  let end = bytes.length;
  for (let start = tagStartBefore(bytes, from, end); start !== undefined; start = tagStartBefore(bytes, from, end)) {
    end = start;
  }
  return end;
}
