import { describe, expect, it } from 'vitest';
import { songForGuests } from '../../server/services/media/song-metadata';
import {
  adtsFrames,
  id3v1Tag,
  id3v23Tag,
  commFrame,
  lyrics3v2,
  m4a,
  mp3Frames,
  mp4Box,
  mp4UserData,
  oggOpus,
  oggPage,
  oggPageChecksumHolds,
  oggPages,
  pseudoRandomBytes,
  SECRET_COMMENT,
  SECRET_EMAIL,
  txxxFrame,
  wav,
  wavDataChunk,
  wavFormatChunk,
  wavInfoChunk,
} from './song-samples';

/**
 * The song stripper of uploads (server/services/media/song-metadata.ts) on the layouts the upload tests
 * (media.test.ts) do not build: other MPEG versions, ID3v2.4 footers, the Enhanced TAG+, Lyrics3 v1,
 * a streamed WAV, 64-bit MP4 chunk offsets, a fragmented MP4, chained and foreign Ogg streams.
 */

const latin1 = (text: string) => Buffer.from(text, 'latin1');
const stripped = (bytes: Buffer) => songForGuests(bytes);
const holdsSecret = (bytes: Buffer) => bytes.includes(latin1(SECRET_COMMENT)) || bytes.includes(latin1(SECRET_EMAIL));

/** Layer III frames of one header (its padding bit clear), each `length` bytes. */
const framesOf = (header: number[], length: number, count: number) =>
  Buffer.concat(
    Array.from({ length: count }, (_, index) =>
      Buffer.concat([Buffer.from(header), pseudoRandomBytes(length - 4, 40 + index)]),
    ),
  );

/** An ID3v2.4 tag with a footer (`3DI`): header flags bit 4, ten more bytes after the frames. */
function id3v24WithFooter(text: string): Buffer {
  const body = Buffer.concat([latin1('TXXX'), Buffer.from([0, 0, 0, text.length + 2, 0, 0, 3, 0]), latin1(text)]);
  const size = Buffer.from([0, 0, (body.length >> 7) & 0x7f, body.length & 0x7f]);
  return Buffer.concat([
    latin1('ID3'),
    Buffer.from([4, 0, 0x10]),
    size,
    body,
    latin1('3DI'),
    Buffer.from([4, 0, 0x10]),
    size,
  ]);
}

describe('MP3 and AAC frames', () => {
  it('reads MPEG-2 (72 bytes per kbit/s per kHz) and MPEG-2.5 frame lengths', () => {
    // MPEG-2 Layer III, 64 kbit/s, 22.05 kHz: 72 * 64000 / 22050 = 208 bytes.
    const mpeg2 = framesOf([0xff, 0xf3, 0x80, 0xc4], 208, 6);
    // MPEG-2.5 Layer III, 32 kbit/s, 11.025 kHz: 72 * 32000 / 11025 = 208 bytes.
    const mpeg25 = framesOf([0xff, 0xe3, 0x40, 0xc4], 208, 6);
    for (const frames of [mpeg2, mpeg25]) {
      const song = stripped(Buffer.concat([id3v23Tag([commFrame(SECRET_COMMENT)]), frames]));
      expect(song?.extension).toBe('mp3');
      expect(song?.data.equals(frames)).toBe(true);
    }
    // A frame one byte shorter than its header says: the next header is not where it should be.
    expect(stripped(framesOf([0xff, 0xf3, 0x80, 0xc4], 207, 6))).toBeUndefined();
  });

  it('needs two frames in a row: one frame alone, free format or a reserved sample rate is no song', () => {
    expect(stripped(mp3Frames(2))?.data.length).toBe(417 * 2);
    expect(stripped(mp3Frames(1))).toBeUndefined();
    expect(stripped(framesOf([0xff, 0xfb, 0x00, 0x64], 417, 4))).toBeUndefined();
    expect(stripped(framesOf([0xff, 0xfb, 0x9c, 0x64], 417, 4))).toBeUndefined();
  });

  it('strips ID3v2.4 tags with footers, at the start and appended at the end, an Enhanced TAG+ and Lyrics3 v1', () => {
    const frames = mp3Frames(9);
    const enhanced = Buffer.concat([latin1('TAG+'), Buffer.alloc(60, 0x41), latin1(SECRET_EMAIL.padEnd(163))]);
    const lyrics3v1 = Buffer.concat([latin1('LYRICSBEGIN'), latin1(SECRET_COMMENT), latin1('LYRICSEND')]);
    const song = Buffer.concat([
      id3v24WithFooter(SECRET_EMAIL),
      frames,
      lyrics3v1,
      id3v24WithFooter(SECRET_COMMENT),
      enhanced,
      id3v1Tag('x'),
    ]);
    expect(enhanced.length).toBe(227);
    expect(stripped(song)?.data.equals(frames)).toBe(true);
    expect(stripped(Buffer.concat([frames, lyrics3v2(SECRET_COMMENT)]))?.data.equals(frames)).toBe(true);
  });

  it('refuses a tag that runs past the end of the file', () => {
    const tag = id3v23Tag([txxxFrame('email', SECRET_EMAIL)]);
    tag[6] = 0x7f;
    expect(stripped(Buffer.concat([tag, mp3Frames(3)]))).toBeUndefined();
  });

  it('tells AAC from MP3 by the frames after the tags, and strips both alike', () => {
    const frames = adtsFrames(5, 200);
    expect(stripped(Buffer.concat([id3v23Tag([commFrame(SECRET_COMMENT)]), frames, id3v1Tag('x')]))).toEqual({
      data: frames,
      extension: 'aac',
    });
  });
});

describe('WAV chunks', () => {
  const samples = pseudoRandomBytes(1001, 9);

  it('keeps a data chunk of an odd size with its pad byte, and a fact chunk', () => {
    const fact = Buffer.concat([latin1('fact'), Buffer.from([4, 0, 0, 0]), Buffer.from([0x10, 0, 0, 0])]);
    const clean = wav([wavFormatChunk(), fact, wavDataChunk(samples)]);
    const song = wav([wavFormatChunk(), wavInfoChunk(SECRET_COMMENT, 'Raka'), fact, wavDataChunk(samples)]);
    expect(stripped(song)?.data.equals(clean)).toBe(true);
  });

  it("takes the rest of the file as a streamed WAV's samples (data size 0xFFFFFFFF), and sets its size", () => {
    const head = wav([wavFormatChunk(), wavInfoChunk(SECRET_COMMENT, 'Raka')]);
    const streamed = Buffer.concat([head, latin1('data'), Buffer.alloc(4, 0xff), samples]);
    const result = stripped(streamed)!.data;
    expect(holdsSecret(result)).toBe(false);
    expect(result.equals(wav([wavFormatChunk(), wavDataChunk(samples)]))).toBe(true);
  });

  it('refuses a WAV without a fmt chunk or without samples', () => {
    expect(stripped(wav([wavDataChunk(samples)]))).toBeUndefined();
    expect(stripped(wav([wavFormatChunk(), wavDataChunk(Buffer.alloc(0))]))).toBeUndefined();
  });
});

describe('M4A boxes', () => {
  const audio = pseudoRandomBytes(3000, 21);
  const tags = [mp4UserData(SECRET_COMMENT, 'Raka')];

  it('moves 64-bit chunk offsets (co64) too', () => {
    const clean = m4a({ audio, chunks: 3, moovFirst: true, wideOffsets: true });
    const tagged = m4a({ audio, chunks: 3, moovFirst: true, wideOffsets: true, moovExtras: tags });
    expect(stripped(tagged)?.data.equals(clean)).toBe(true);
  });

  it('blanks the metadata of a fragmented MP4 in place (free boxes of the same size), moving nothing', () => {
    const mvex = mp4Box('mvex', mp4Box('trex', Buffer.alloc(24)));
    const tagged = m4a({ audio, chunks: 3, moovFirst: true, moovExtras: [mvex, ...tags] });
    const result = stripped(tagged)!.data;
    expect(result.length).toBe(tagged.length);
    expect(holdsSecret(result)).toBe(false);
    const udta = tagged.indexOf(latin1('udta'));
    expect(result.toString('latin1', udta, udta + 4)).toBe('free');
    // Every byte outside the blanked box is as it was.
    const size = tagged.readUInt32BE(udta - 4);
    expect(result.subarray(0, udta).equals(tagged.subarray(0, udta))).toBe(true);
    expect(result.subarray(udta - 4 + size).equals(tagged.subarray(udta - 4 + size))).toBe(true);
  });

  it('refuses an MPEG-4 file without a sound track or without media', () => {
    const ftyp = mp4Box('ftyp', latin1('M4A '), Buffer.alloc(4), latin1('M4A isom'));
    expect(stripped(Buffer.concat([ftyp, mp4Box('mdat', audio)]))).toBeUndefined();
    const song = m4a({ audio, chunks: 3, moovFirst: true });
    const video = Buffer.from(song);
    video.write('vide', video.indexOf(latin1('soun')), 'latin1');
    expect(stripped(video)).toBeUndefined();
    expect(stripped(song.subarray(0, song.indexOf(latin1('mdat')) - 4))).toBeUndefined();
  });
});

describe('Ogg streams', () => {
  const comments = [`COMMENT=${SECRET_COMMENT}`, `EMAIL=${SECRET_EMAIL}`];

  it('strips each link of a chained stream, their page checksums right', () => {
    const chained = Buffer.concat([oggOpus(comments, 2, 1), oggOpus(comments, 3, 2)]);
    const result = stripped(chained)!.data;
    expect(result.equals(Buffer.concat([oggOpus([], 2, 1), oggOpus([], 3, 2)]))).toBe(true);
    let at = 0;
    for (const page of oggPages(result)) {
      expect(oggPageChecksumHolds(result, page, at)).toBe(true);
      at += 27 + page.laces.length + page.body.length;
    }
  });

  it('keeps a stream of another codec as it is, and drops what follows the last page if it is no page', () => {
    const flac = Buffer.concat([
      oggPage([Buffer.concat([latin1('\u007fFLAC'), Buffer.alloc(46)])], 0x02, 0n, 0),
      oggPage([pseudoRandomBytes(300, 2)], 0x04, 4096n, 1),
    ]);
    expect(stripped(flac)?.data.equals(flac)).toBe(true);
    const opus = oggOpus([], 2);
    expect(stripped(Buffer.concat([opus, id3v1Tag(SECRET_COMMENT)]))?.data.equals(opus)).toBe(true);
  });

  it('refuses an Opus stream whose headers no audio page follows', () => {
    const opus = oggOpus(comments, 1);
    const headersOnly = opus.subarray(
      0,
      oggPages(opus)
        .slice(0, 2)
        .reduce((end, page) => end + 27 + page.laces.length + page.body.length, 0),
    );
    expect(stripped(headersOnly)).toBeUndefined();
  });
});
