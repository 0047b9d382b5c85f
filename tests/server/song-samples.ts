/**
 * Real song files built byte by byte, for the upload tests: MPEG-1 Layer III frames and AAC ADTS frames
 * of correct lengths, ID3v2.3/ID3v1/APE/Lyrics3 tags, a WAV with LIST/INFO and id3 chunks, a minimal
 * M4A (ftyp, moov with one sound track and its chunk offsets, mdat) and an Ogg Opus stream with its
 * page checksums. The audio payloads are pseudo-random bytes, so a byte-for-byte comparison means
 * something; the containers are what a player reads.
 */

/** What an owner's tags may say and guests must never read. */
export const SECRET_COMMENT = 'Rumah kami: Jl. Rahasia 7, -6.1754, 106.8272';
export const SECRET_EMAIL = 'raka.rahasia@contoh.id';

const latin1 = (text: string) => Buffer.from(text, 'latin1');
const uint32BE = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
};
const uint32LE = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32LE(value);
  return bytes;
};

/** Deterministic filler bytes (a linear congruential generator), different per seed. */
export function pseudoRandomBytes(length: number, seed = 1): Buffer {
  const bytes = Buffer.alloc(length);
  let state = seed >>> 0 || 1;
  for (let at = 0; at < length; at++) {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    bytes[at] = state >>> 24;
  }
  return bytes;
}

// ---------------------------------------------------------------------------------------------- ID3

const syncsafe = (value: number) =>
  Buffer.from([(value >> 21) & 0x7f, (value >> 14) & 0x7f, (value >> 7) & 0x7f, value & 0x7f]);

/** One ID3v2.3 frame: its id, its size (plain 32 bits in v2.3), no flags, its body. */
const id3v23Frame = (id: string, body: Buffer) =>
  Buffer.concat([latin1(id), uint32BE(body.length), Buffer.alloc(2), body]);

/** A COMM frame: Latin-1 text, language `ind`, no description. */
export const commFrame = (text: string) =>
  id3v23Frame('COMM', Buffer.concat([Buffer.from([0]), latin1('ind'), Buffer.from([0]), latin1(text)]));

/** A TXXX frame: a user-defined text (description, value), Latin-1. */
export const txxxFrame = (description: string, value: string) =>
  id3v23Frame('TXXX', Buffer.concat([Buffer.from([0]), latin1(description), Buffer.from([0]), latin1(value)]));

/** A title frame (TIT2). */
export const titleFrame = (title: string) => id3v23Frame('TIT2', Buffer.concat([Buffer.from([0]), latin1(title)]));

/** An ID3v2.3 tag: header (`ID3`, version 3.0, no flags, syncsafe size), its frames, zero padding. */
export function id3v23Tag(frames: Buffer[], padding = 0): Buffer {
  const body = Buffer.concat([...frames, Buffer.alloc(padding)]);
  return Buffer.concat([latin1('ID3'), Buffer.from([3, 0, 0]), syncsafe(body.length), body]);
}

/** An ID3v1 tag: `TAG`, title, artist, album (30 each), year (4), comment (30), genre: 128 bytes. */
export function id3v1Tag(comment: string): Buffer {
  const field = (text: string, length: number) => {
    const bytes = Buffer.alloc(length);
    latin1(text).copy(bytes, 0, 0, length);
    return bytes;
  };
  return Buffer.concat([
    latin1('TAG'),
    field('Lagu Kami', 30),
    field('Raka', 30),
    field('', 30),
    field('2026', 4),
    field(comment, 30),
    Buffer.from([12]),
  ]);
}

/** An APEv2 tag with a header and a footer, one text item per entry. */
export function apeTag(items: Record<string, string>): Buffer {
  const body = Buffer.concat(
    Object.entries(items).map(([key, value]) =>
      Buffer.concat([
        uint32LE(Buffer.byteLength(value)),
        Buffer.alloc(4),
        latin1(key),
        Buffer.from([0]),
        Buffer.from(value),
      ]),
    ),
  );
  const headerOrFooter = (isHeader: boolean) =>
    Buffer.concat([
      latin1('APETAGEX'),
      uint32LE(2000),
      uint32LE(body.length + 32),
      uint32LE(Object.keys(items).length),
      // Flags: the tag has a header (bit 31); this block is the header (bit 29) or the footer.
      uint32LE((0x80000000 | (isHeader ? 0x20000000 : 0)) >>> 0),
      Buffer.alloc(8),
    ]);
  return Buffer.concat([headerOrFooter(true), body, headerOrFooter(false)]);
}

/** A Lyrics3 v2.00 tag: `LYRICSBEGIN`, one LYR field, its size in six digits, `LYRICS200`. */
export function lyrics3v2(lyrics: string): Buffer {
  const field = Buffer.concat([latin1('LYR'), latin1(String(lyrics.length).padStart(5, '0')), latin1(lyrics)]);
  const body = Buffer.concat([latin1('LYRICSBEGIN'), field]);
  return Buffer.concat([body, latin1(String(body.length).padStart(6, '0')), latin1('LYRICS200')]);
}

// --------------------------------------------------------------------------------------- MPEG audio

/**
 * MPEG-1 Layer III frames at 128 kbit/s and 44.1 kHz, joint stereo, without CRC: 144 * 128000 / 44100
 * = 417 bytes, 418 with the padding bit (set on every third frame, as an encoder does to keep the rate).
 */
export function mp3Frames(count: number, seed = 7): Buffer {
  const frames: Buffer[] = [];
  for (let index = 0; index < count; index++) {
    const padding = index % 3 === 2 ? 1 : 0;
    const header = Buffer.from([0xff, 0xfb, 0x90 | (padding << 1), 0x64]);
    frames.push(Buffer.concat([header, pseudoRandomBytes(417 + padding - 4, seed + index)]));
  }
  return Buffer.concat(frames);
}

/** AAC-LC ADTS frames, 44.1 kHz stereo, without CRC, each `length` bytes (header included). */
export function adtsFrames(count: number, length = 371, seed = 11): Buffer {
  const frames: Buffer[] = [];
  for (let index = 0; index < count; index++) {
    const header = Buffer.from([
      0xff,
      0xf1,
      // Profile AAC-LC (1), sampling index 4 (44.1 kHz), channel configuration 2 (its high bit here 0).
      (1 << 6) | (4 << 2),
      (2 << 6) | (length >> 11),
      (length >> 3) & 0xff,
      ((length & 0b111) << 5) | 0x1f,
      0xfc,
    ]);
    frames.push(Buffer.concat([header, pseudoRandomBytes(length - 7, seed + index)]));
  }
  return Buffer.concat(frames);
}

// ---------------------------------------------------------------------------------------------- WAV

const riffChunk = (id: string, body: Buffer) =>
  Buffer.concat([latin1(id), uint32LE(body.length), body, Buffer.alloc(body.length % 2)]);

/** The `fmt ` chunk of 16-bit stereo PCM at 44.1 kHz. */
export const wavFormatChunk = () => {
  const body = Buffer.alloc(16);
  body.writeUInt16LE(1, 0);
  body.writeUInt16LE(2, 2);
  body.writeUInt32LE(44_100, 4);
  body.writeUInt32LE(44_100 * 4, 8);
  body.writeUInt16LE(4, 12);
  body.writeUInt16LE(16, 14);
  return riffChunk('fmt ', body);
};
export const wavDataChunk = (samples: Buffer) => riffChunk('data', samples);
/** A LIST/INFO chunk with a comment (ICMT) and an artist (IART), each NUL-terminated (odd lengths padded). */
export const wavInfoChunk = (comment: string, artist: string) =>
  riffChunk(
    'LIST',
    Buffer.concat([
      latin1('INFO'),
      riffChunk('ICMT', Buffer.concat([latin1(comment), Buffer.from([0])])),
      riffChunk('IART', Buffer.concat([latin1(artist), Buffer.from([0])])),
    ]),
  );
export const wavId3Chunk = (tag: Buffer) => riffChunk('id3 ', tag);

/** A RIFF/WAVE file of these chunks, its RIFF size counting them. */
export const wav = (chunks: Buffer[]) => {
  const body = Buffer.concat([latin1('WAVE'), ...chunks]);
  return Buffer.concat([latin1('RIFF'), uint32LE(body.length), body]);
};

// ---------------------------------------------------------------------------------------------- MP4

export const mp4Box = (type: string, ...children: Buffer[]) => {
  const body = Buffer.concat(children);
  return Buffer.concat([uint32BE(body.length + 8), latin1(type), body]);
};
const fullBox = (type: string, ...children: Buffer[]) => mp4Box(type, Buffer.alloc(4), ...children);

/** The iTunes-style tags: udta > meta (a full box) > hdlr (mdir) + ilst > ©cmt and ©ART. */
export function mp4UserData(comment: string, artist: string): Buffer {
  const item = (type: string, text: string) =>
    mp4Box(type, mp4Box('data', uint32BE(1), Buffer.alloc(4), Buffer.from(text)));
  return mp4Box(
    'udta',
    fullBox(
      'meta',
      fullBox('hdlr', Buffer.alloc(4), latin1('mdir'), latin1('appl'), Buffer.alloc(9)),
      mp4Box('ilst', item('\u00a9cmt', comment), item('\u00a9ART', artist)),
    ),
  );
}

/**
 * A minimal M4A: `ftyp`, then `moov` (mvhd, one sound track whose chunk offsets, `stco`, point into
 * `mdat`, the given extra boxes at its end) and `mdat`, with the movie before the media (`moovFirst`,
 * as a streaming-ready file is laid out, so that removing bytes from `moov` moves every chunk) or after it.
 */
export function m4a(options: {
  audio: Buffer;
  chunks: number;
  moovExtras?: Buffer[];
  trakExtras?: Buffer[];
  moovFirst: boolean;
  /** 64-bit chunk offsets (`co64`) instead of 32-bit ones (`stco`). */
  wideOffsets?: boolean;
}) {
  const ftyp = mp4Box('ftyp', latin1('M4A '), uint32BE(0x200), latin1('M4A isommp42'));
  const chunkSize = Math.floor(options.audio.length / options.chunks);
  const moovFor = (mdatStart: number) => {
    const offsets = Array.from({ length: options.chunks }, (_, index) => {
      const offset = mdatStart + 8 + index * chunkSize;
      if (!options.wideOffsets) return uint32BE(offset);
      const wide = Buffer.alloc(8);
      wide.writeBigUInt64BE(BigInt(offset));
      return wide;
    });
    const stbl = mp4Box(
      'stbl',
      fullBox('stsd', uint32BE(0)),
      fullBox('stts', uint32BE(0)),
      fullBox('stsc', uint32BE(0)),
      fullBox('stsz', uint32BE(chunkSize), uint32BE(options.chunks)),
      fullBox(options.wideOffsets ? 'co64' : 'stco', uint32BE(options.chunks), ...offsets),
    );
    const mdia = mp4Box(
      'mdia',
      fullBox('mdhd', Buffer.alloc(20)),
      fullBox('hdlr', Buffer.alloc(4), latin1('soun'), Buffer.alloc(12), latin1('SoundHandler\0')),
      mp4Box('minf', fullBox('smhd', Buffer.alloc(4)), stbl),
    );
    const trak = mp4Box('trak', fullBox('tkhd', Buffer.alloc(80)), mdia, ...(options.trakExtras ?? []));
    return mp4Box('moov', fullBox('mvhd', Buffer.alloc(96)), trak, ...(options.moovExtras ?? []));
  };
  const mdat = mp4Box('mdat', options.audio);
  if (!options.moovFirst) return Buffer.concat([ftyp, mdat, moovFor(ftyp.length)]);
  const moovLength = moovFor(0).length;
  return Buffer.concat([ftyp, moovFor(ftyp.length + moovLength), mdat]);
}

// ---------------------------------------------------------------------------------------------- Ogg

const CRC_TABLE = Array.from({ length: 256 }, (_, index) => {
  let crc = index << 24;
  for (let bit = 0; bit < 8; bit++) crc = crc & 0x80000000 ? (crc << 1) ^ 0x04c11db7 : crc << 1;
  return crc >>> 0;
});

/** The Ogg page checksum (CRC-32, polynomial 0x04C11DB7, no reflection, starting at 0). */
export function oggCrc(bytes: Buffer): number {
  let crc = 0;
  for (const byte of bytes) crc = ((crc << 8) ^ CRC_TABLE[((crc >>> 24) ^ byte) & 0xff]!) >>> 0;
  return crc;
}

export type OggPage = {
  flags: number;
  granule: bigint;
  serial: number;
  sequence: number;
  crc: number;
  body: Buffer;
  laces: number[];
};

/** The pages of an Ogg stream, as they are in the file. */
export function oggPages(bytes: Buffer): OggPage[] {
  const pages: OggPage[] = [];
  for (let at = 0; at < bytes.length;) {
    if (bytes.toString('latin1', at, at + 4) !== 'OggS') throw new Error(`no page at ${at}`);
    const count = bytes[at + 26]!;
    const laces = [...bytes.subarray(at + 27, at + 27 + count)];
    const bodyStart = at + 27 + count;
    const end = bodyStart + laces.reduce((sum, lace) => sum + lace, 0);
    pages.push({
      flags: bytes[at + 5]!,
      granule: bytes.readBigUInt64LE(at + 6),
      serial: bytes.readUInt32LE(at + 14),
      sequence: bytes.readUInt32LE(at + 18),
      crc: bytes.readUInt32LE(at + 22),
      body: bytes.subarray(bodyStart, end),
      laces,
    });
    at = end;
  }
  return pages;
}

/** Whether a page's stored checksum is the one of its bytes. */
export function oggPageChecksumHolds(bytes: Buffer, page: OggPage, pageStart: number): boolean {
  const pageBytes = Buffer.from(bytes.subarray(pageStart, pageStart + 27 + page.laces.length + page.body.length));
  pageBytes.writeUInt32LE(0, 22);
  return oggCrc(pageBytes) === page.crc;
}

/** One Ogg page holding whole packets (each under 255 * 255 bytes), its checksum set. */
export function oggPage(packets: Buffer[], flags: number, granule: bigint, sequence: number, serial = 0x5eed): Buffer {
  const laces = packets.flatMap((packet) => [
    ...Array<number>(Math.floor(packet.length / 255)).fill(255),
    packet.length % 255,
  ]);
  const header = Buffer.alloc(27);
  header.write('OggS', 0, 'latin1');
  header[5] = flags;
  header.writeBigUInt64LE(granule, 6);
  header.writeUInt32LE(serial, 14);
  header.writeUInt32LE(sequence, 18);
  header[26] = laces.length;
  const page = Buffer.concat([header, Buffer.from(laces), ...packets]);
  page.writeUInt32LE(oggCrc(page), 22);
  return page;
}

/** The OpusTags packet: the vendor, then `KEY=value` comments. */
export function opusTags(vendor: string, comments: string[]): Buffer {
  return Buffer.concat([
    latin1('OpusTags'),
    uint32LE(Buffer.byteLength(vendor)),
    Buffer.from(vendor),
    uint32LE(comments.length),
    ...comments.flatMap((comment) => [uint32LE(Buffer.byteLength(comment)), Buffer.from(comment)]),
  ]);
}

/**
 * An Ogg Opus stream of this serial number: OpusHead alone on the first page, the tags on the second,
 * then `audioPages` pages of three 200-byte packets each (960 samples per packet), the last marked end
 * of stream.
 */
export function oggOpus(comments: string[], audioPages: number, serial = 0x5eed): Buffer {
  const head = Buffer.concat([
    latin1('OpusHead'),
    Buffer.from([1, 2]),
    Buffer.from([0x38, 0x01]),
    uint32LE(48_000),
    Buffer.from([0, 0, 0]),
  ]);
  const pages = [oggPage([head], 0x02, 0n, 0, serial), oggPage([opusTags('libopus 1.5', comments)], 0, 0n, 1, serial)];
  for (let index = 0; index < audioPages; index++) {
    const packets = [0, 1, 2].map((packet) => pseudoRandomBytes(200, 100 + index * 3 + packet));
    const last = index === audioPages - 1;
    pages.push(oggPage(packets, last ? 0x04 : 0, BigInt((index + 1) * 3 * 960), index + 2, serial));
  }
  return Buffer.concat(pages);
}
