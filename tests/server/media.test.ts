import { eq } from 'drizzle-orm';
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { media } from '../../server/db/schema';
import { cspDirectives } from './csp';
import { registerOwner, testServer, type TestServer } from './harness';
import {
  adtsFrames,
  apeTag,
  commFrame,
  id3v1Tag,
  id3v23Tag,
  lyrics3v2,
  m4a,
  mp3Frames,
  mp4Box,
  mp4UserData,
  oggOpus,
  pseudoRandomBytes,
  SECRET_COMMENT,
  SECRET_EMAIL,
  titleFrame,
  txxxFrame,
  wav,
  wavDataChunk,
  wavFormatChunk,
  wavId3Chunk,
  wavInfoChunk,
} from './song-samples';
import { uploadParts, type UploadPart } from './media-upload';

/**
 * POST /v1/media: an owner's image upload, resized to a web size, as WebP, or their song, stripped of
 * its tags with its audio kept byte for byte; both served under /media/.
 */

let server: TestServer;
type Headers = { authorization: string };
let owner: { user: { id: string }; headers: Headers };
let other: { user: { id: string }; headers: Headers };
const SETUP_TIMEOUT = 60_000;

type Part = UploadPart;
const upload = (parts: Part[], headers?: Headers) => uploadParts(server.app, parts, headers);
const file = (data: Buffer, type = 'image/png', filename = 'foto.png'): Part => ({
  name: 'file',
  filename,
  type,
  data,
});
const kind = (value: string): Part => ({ name: 'kind', value });
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#c0392b' } })
    .png()
    .toBuffer();

/**
 * A decompression bomb: 16000x16000 of one colour compresses to a PNG of some 750 KB. Making it takes
 * seconds, so it is made once and kept in the system's temporary folder.
 */
async function decompressionBomb(): Promise<Buffer> {
  const path = join(tmpdir(), 'undangan-test-bomb-16000.png');
  const kept = await readFile(path).catch(() => undefined);
  if (kept) return kept;
  const bomb = await sharp({ create: { width: 16_000, height: 16_000, channels: 3, background: '#ffffff' } })
    .png({ compressionLevel: 9 })
    .toBuffer();
  await writeFile(path, bomb);
  return bomb;
}

beforeAll(async () => {
  server = await testServer();
  owner = await registerOwner(server.app, 'Raka');
  other = await registerOwner(server.app, 'Orang Lain');
}, SETUP_TIMEOUT);
afterAll(() => server.close());

describe('uploading an image', () => {
  it('turns a 3000x2000 PNG cover into a 1600x1067 WebP served under its url (201)', async () => {
    const response = await upload([kind('gallery'), file(await png(3000, 2000))], owner.headers);
    expect(response.statusCode, response.body).toBe(201);
    const { data } = response.json();
    expect(data).toEqual({
      id: expect.any(String),
      url: expect.stringMatching(new RegExp(`^/media/[0-9a-f]{2}/${data.id}\\.webp$`)),
      width: 1600,
      height: 1067,
      bytes: expect.any(Number),
    });

    const served = await server.app.inject(data.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.rawPayload.length).toBe(data.bytes);
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 1600, height: 1067 });

    const [row] = await server.database.db.select().from(media).where(eq(media.id, data.id));
    expect(row).toMatchObject({
      user_id: owner.user.id,
      kind: 'gallery',
      path: data.url.replace('/media/', ''),
      width: 1600,
      height: 1067,
      bytes: data.bytes,
    });
  });

  it('fits other kinds within 800x800 and never enlarges a small image', async () => {
    const portrait = await upload([kind('couple'), file(await png(1200, 2400))], owner.headers);
    expect(portrait.json().data).toMatchObject({ width: 400, height: 800 });
    const small = await upload([file(await png(300, 200)), kind('cover')], owner.headers);
    expect(small.json().data).toMatchObject({ width: 300, height: 200 });
  });

  it('turns a photo upright by its EXIF orientation and strips its metadata', async () => {
    const photo = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#2980b9' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(photo).metadata()).orientation).toBe(6);
    const response = await upload([kind('story'), file(photo, 'image/jpeg', 'foto.jpg')], owner.headers);
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data).toMatchObject({ width: 200, height: 300 });
    const metadata = await sharp((await server.app.inject(data.url)).rawPayload).metadata();
    expect(metadata.orientation).toBeUndefined();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.icc).toBeUndefined();
  });

  it("never shows the owner's id in an image's address; the media row keeps the owner", async () => {
    const response = await upload([kind('wishlist'), file(await png(100, 100))], other.headers);
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data.url).not.toContain(other.user.id);
    const [row] = await server.database.db.select().from(media).where(eq(media.id, data.id));
    expect(row).toMatchObject({ user_id: other.user.id, path: data.url.replace('/media/', '') });
  });

  it('still serves an image stored under the old owner-folder path', async () => {
    const old = `${owner.user.id}/00000000-0000-4000-8000-000000000000.webp`;
    await mkdir(join(server.app.mediaDir, owner.user.id), { recursive: true });
    await writeFile(
      join(server.app.mediaDir, old),
      await sharp(await png(10, 10))
        .webp()
        .toBuffer(),
    );
    const served = await server.app.inject(`/media/${old}`);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });
});

describe('refused uploads', () => {
  const NOT_AN_IMAGE = 'Berkas harus berupa gambar (JPEG, PNG atau WebP)';

  it('answers 401 without a token, before reading anything', async () => {
    const response = await upload([kind('cover'), file(await png(10, 10))]);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Silakan masuk terlebih dahulu' });
  });

  it('refuses a file that is not a JPEG, PNG or WebP image (400)', async () => {
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    for (const part of [
      file(Buffer.from('bukan gambar'), 'text/plain', 'catatan.txt'),
      file(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml', 'logo.svg'),
      file(gif, 'image/gif', 'animasi.gif'),
      file(Buffer.concat([(await png(10, 10)).subarray(0, 40)]), 'image/png', 'rusak.png'),
    ]) {
      const response = await upload([kind('cover'), part], owner.headers);
      expect(response.statusCode, JSON.stringify(part).slice(0, 80)).toBe(400);
      expect(response.json()).toEqual({ message: NOT_AN_IMAGE, errors: [{ field: 'file', message: NOT_AN_IMAGE }] });
    }
  });

  it('needs a kind from the list (400)', async () => {
    const image = await png(10, 10);
    const missing = await upload([file(image)], owner.headers);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      message: 'kind: Jenis berkas wajib diisi',
      errors: [{ field: 'kind', message: 'Jenis berkas wajib diisi' }],
    });
    const unknown = await upload([kind('avatar'), file(image)], owner.headers);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      message: 'kind: Jenis berkas tidak valid',
      errors: [{ field: 'kind', message: 'Jenis berkas tidak valid' }],
    });
  });

  it('needs a file (400), also when the request is not a form', async () => {
    const expected = {
      message: 'Berkas gambar wajib diunggah',
      errors: [{ field: 'file', message: 'Berkas gambar wajib diunggah' }],
    };
    const noFile = await upload([kind('cover')], owner.headers);
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json()).toEqual(expected);
    const json = await server.app.inject({
      method: 'POST',
      url: '/v1/media',
      payload: { kind: 'cover' },
      headers: owner.headers,
    });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual(expected);
  });

  it('refuses a file over 10 MB (413) and one file at a time (400)', async () => {
    const huge = Buffer.alloc(10 * 1024 * 1024 + 1, 1);
    const tooLarge = await upload([kind('cover'), file(huge)], owner.headers);
    expect(tooLarge.statusCode).toBe(413);
    const message = 'Ukuran berkas maksimal 10 MB';
    expect(tooLarge.json()).toEqual({ message, errors: [{ field: 'file', message }] });
    const image = await png(10, 10);
    const two = await upload([kind('cover'), file(image), file(image)], owner.headers);
    expect(two.statusCode).toBe(400);
    expect(two.json()).toEqual({ message: 'Unggah satu berkas saja' });
  });

  it('refuses an image of more pixels than the limit before decoding it (413), and stores nothing', async () => {
    const bomb = await decompressionBomb();
    const before = await server.database.db.select().from(media);
    const started = performance.now();
    const response = await upload([kind('gallery'), file(bomb)], owner.headers);
    const took = performance.now() - started;
    console.info(`bomb PNG ${(bomb.length / 1024).toFixed(0)} KB refused in ${took.toFixed(0)} ms`);
    const message = 'Gambar terlalu besar: maksimal 50 megapiksel';
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message, errors: [{ field: 'file', message }] });
    expect(await server.database.db.select().from(media)).toHaveLength(before.length);
  });

  it('accepts an image just within the limit (a 50 MP phone photo)', async () => {
    const photo = await sharp({ create: { width: 8160, height: 6120, channels: 3, background: '#16a085' } })
      .jpeg()
      .toBuffer();
    const response = await upload([kind('cover'), file(photo, 'image/jpeg', 'foto.jpg')], owner.headers);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({ width: 1600, height: 1200 });
  });

  it('stores nothing for a refused upload', async () => {
    const before = await server.database.db.select().from(media);
    await upload([kind('cover'), file(Buffer.from('bukan gambar'), 'text/plain')], owner.headers);
    expect(await server.database.db.select().from(media)).toHaveLength(before.length);
  });
});

describe('the link-preview image (kind meta)', () => {
  it('is 1200 px wide WebP, whatever its height, and never enlarged', async () => {
    const wide = await upload([kind('meta'), file(await png(3000, 2000))], owner.headers);
    expect(wide.statusCode, wide.body).toBe(201);
    expect(wide.json().data).toMatchObject({ width: 1200, height: 800, url: expect.stringMatching(/\.webp$/) });
    const tall = await upload([kind('meta'), file(await png(1500, 3000))], owner.headers);
    expect(tall.json().data).toMatchObject({ width: 1200, height: 2400 });
    const small = await upload([kind('meta'), file(await png(600, 315))], owner.headers);
    expect(small.json().data).toMatchObject({ width: 600, height: 315 });
    const served = await server.app.inject(wide.json().data.url);
    expect(served.headers['content-type']).toBe('image/webp');
  });
});

const ascii = (text: string) => [...Buffer.from(text, 'latin1')];
/** The first bytes of a format, followed by some silence-like filler. */
const filler = (bytes: number[], length = 4096) => Buffer.concat([Buffer.from(bytes), Buffer.alloc(length)]);

const MP3_FRAMES = mp3Frames(12);
const OWNER_TAGS = [titleFrame('Lagu Kami'), commFrame(SECRET_COMMENT), txxxFrame('email', SECRET_EMAIL)];
/** An MP3 as a tagger leaves it: an ID3v2.3 tag (title, comment, an e-mail in TXXX), the frames, an ID3v1 tag. */
const TAGGED_MP3 = Buffer.concat([id3v23Tag(OWNER_TAGS, 256), MP3_FRAMES, id3v1Tag('Jl. Rahasia 7')]);
const WAV_SAMPLES = pseudoRandomBytes(8820, 3);
const M4A_AUDIO = pseudoRandomBytes(4000, 5);

/** Songs without tags: stored byte for byte. */
const SONGS = {
  // MPEG-1 Layer III frames, without a tag.
  'polos.mp3': { data: MP3_FRAMES, ext: 'mp3', type: 'audio/mpeg' },
  'lagu.m4a': { data: m4a({ audio: M4A_AUDIO, chunks: 4, moovFirst: true }), ext: 'm4a', type: 'audio/mp4' },
  'lagu.aac': { data: adtsFrames(10), ext: 'aac', type: 'audio/aac' },
  'lagu.ogg': { data: oggOpus([], 3), ext: 'ogg', type: 'audio/ogg' },
  'lagu.wav': { data: wav([wavFormatChunk(), wavDataChunk(WAV_SAMPLES)]), ext: 'wav', type: 'audio/wav' },
} as const;
const WRONG_TYPE = 'Berkas harus berupa audio MP3, M4A, OGG atau WAV';
const SONG_TOO_LARGE = 'Ukuran lagu maksimal 15 MB';
const MB = 1024 * 1024;

const uploadSong = (data: Buffer, filename = 'lagu.mp3') =>
  upload([kind('song'), file(data, 'application/octet-stream', filename)], owner.headers);

/** Uploads a song, expects it stored (201), and returns what guests are served under its url. */
async function storedSong(data: Buffer, extension: string) {
  const response = await uploadSong(data);
  expect(response.statusCode, response.body).toBe(201);
  const { data: stored } = response.json();
  expect(stored.url).toMatch(new RegExp(`^/media/[0-9a-f]{2}/${stored.id}\\.${extension}$`));
  const served = await server.app.inject(stored.url);
  expect(served.statusCode).toBe(200);
  expect(stored.bytes).toBe(served.rawPayload.length);
  const [row] = await server.database.db.select().from(media).where(eq(media.id, stored.id));
  expect(row).toMatchObject({ kind: 'song', bytes: served.rawPayload.length });
  return served.rawPayload;
}

/** Whether the bytes hold the text, as Latin-1/UTF-8 or as UTF-16 (either byte order). */
const holds = (bytes: Buffer, text: string) =>
  [Buffer.from(text, 'latin1'), Buffer.from(text, 'utf16le'), Buffer.from(text, 'utf16le').swap16()].some((needle) =>
    bytes.includes(needle),
  );

describe('uploading a song (kind song)', () => {
  it('keeps a song without tags (MP3, M4A, AAC, OGG, WAV) byte for byte, under its extension, served with its audio type', async () => {
    for (const [name, song] of Object.entries(SONGS)) {
      // The client's type says nothing: the format is read from the first bytes.
      const response = await upload(
        [kind('song'), file(song.data, 'application/octet-stream', 'berkas.bin')],
        owner.headers,
      );
      expect(response.statusCode, `${name}: ${response.body}`).toBe(201);
      const { data } = response.json();
      expect(data).toEqual({
        id: expect.any(String),
        url: expect.stringMatching(new RegExp(`^/media/[0-9a-f]{2}/${data.id}\\.${song.ext}$`)),
        bytes: song.data.length,
      });
      const served = await server.app.inject(data.url);
      expect(served.statusCode, name).toBe(200);
      expect(served.headers['content-type'], name).toBe(song.type);
      expect(served.rawPayload.equals(song.data), name).toBe(true);
      const [row] = await server.database.db.select().from(media).where(eq(media.id, data.id));
      expect(row).toMatchObject({ kind: 'song', width: null, height: null, bytes: song.data.length });
    }
  });

  it('serves a song in ranges (a phone’s player seeks) and the policy lets our own pages play it', async () => {
    const response = await upload([kind('song'), file(TAGGED_MP3, 'audio/mpeg', 'lagu.mp3')], owner.headers);
    const { url } = response.json().data;
    const part = await server.app.inject({ url, headers: { range: 'bytes=0-99' } });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.length).toBe(100);
    const mediaSrc = cspDirectives(part.headers['content-security-policy']).get('media-src');
    expect(mediaSrc).toContain("'self'");
  });

  it('refuses anything that is not MP3, M4A, AAC, OGG or WAV by its content (415), whatever its name or type', async () => {
    const notAudio = [
      file(Buffer.from('bukan lagu, hanya teks yang cukup panjang'), 'audio/mpeg', 'lagu.mp3'),
      file(await png(10, 10), 'audio/mpeg', 'lagu.mp3'),
      file(filler(ascii('fLaC')), 'audio/flac', 'lagu.flac'),
      // MPEG Layer II, not Layer III.
      file(filler([0xff, 0xfd, 0x90, 0x64]), 'audio/mpeg', 'lagu.mp2'),
      file(filler([0, 0, 0, 0x14, ...ascii('ftypqt  '), 0, 0, 0, 0, ...ascii('qt  ')]), 'audio/mp4', 'video.m4a'),
      file(Buffer.from('ID3'), 'audio/mpeg', 'pendek.mp3'),
    ];
    const before = await server.database.db.select().from(media);
    for (const part of notAudio) {
      const response = await upload([kind('song'), part], owner.headers);
      expect(response.statusCode, JSON.stringify(part).slice(0, 80)).toBe(415);
      expect(response.json()).toEqual({ message: WRONG_TYPE, errors: [{ field: 'file', message: WRONG_TYPE }] });
    }
    expect(await server.database.db.select().from(media)).toHaveLength(before.length);
  });

  it('accepts 15 MB and refuses more (413), also when the kind comes after the file', async () => {
    // Real frames up to 15 MB, the rest an ID3 tag's padding (what is stored is the frames alone).
    const frames = mp3Frames(Math.floor((15 * MB - 1024) / 417.34));
    const limit = Buffer.concat([id3v23Tag([titleFrame('Lagu')], 15 * MB - frames.length - 10 - 15), frames]);
    expect(limit.length).toBe(15 * MB);
    const largest = await upload([kind('song'), file(limit, 'audio/mpeg', 'lagu.mp3')], owner.headers);
    expect(largest.statusCode, largest.body).toBe(201);
    expect(largest.json().data.bytes).toBe(frames.length);
    const over = filler(ascii('ID3'), 15 * MB - 2);
    for (const parts of [
      [kind('song'), file(over, 'audio/mpeg', 'lagu.mp3')],
      [file(over, 'audio/mpeg', 'lagu.mp3'), kind('song')],
    ]) {
      const response = await upload(parts, owner.headers);
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({
        message: SONG_TOO_LARGE,
        errors: [{ field: 'file', message: SONG_TOO_LARGE }],
      });
    }
    // An image keeps its own limit, whichever order the fields come in.
    const image = await upload([file(Buffer.alloc(10 * MB + 1, 1)), kind('gallery')], owner.headers);
    expect(image.statusCode).toBe(413);
    expect(image.json().message).toBe('Ukuran berkas maksimal 10 MB');
  });

  it('needs a file (400) and a token (401)', async () => {
    const message = 'Berkas lagu wajib diunggah';
    const none = await upload([kind('song')], owner.headers);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ message, errors: [{ field: 'file', message }] });
    const anonymous = await upload([kind('song'), file(SONGS['lagu.ogg'].data, 'audio/ogg', 'lagu.ogg')]);
    expect(anonymous.statusCode).toBe(401);
  });
});

describe("a song's tags never reach the guests", () => {
  it('strips the ID3v2 tag (comment, TXXX e-mail) and the ID3v1 tag of an MP3 and keeps its frames byte for byte', async () => {
    expect(holds(TAGGED_MP3, SECRET_COMMENT) && holds(TAGGED_MP3, SECRET_EMAIL)).toBe(true);
    const served = await storedSong(TAGGED_MP3, 'mp3');
    expect(holds(served, SECRET_COMMENT)).toBe(false);
    expect(holds(served, SECRET_EMAIL)).toBe(false);
    expect(holds(served, 'Rahasia')).toBe(false);
    expect(served.equals(MP3_FRAMES)).toBe(true);
  });

  it('strips an MP3 of two ID3v2 tags, zero padding after them, and APE, Lyrics3 and ID3v1 tags at its end', async () => {
    const song = Buffer.concat([
      id3v23Tag([commFrame(SECRET_COMMENT)]),
      id3v23Tag([txxxFrame('email', SECRET_EMAIL)]),
      Buffer.alloc(300),
      MP3_FRAMES,
      apeTag({ Comment: SECRET_COMMENT }),
      lyrics3v2(`[00:01]${SECRET_EMAIL}`),
      id3v1Tag('Jl. Rahasia 7'),
    ]);
    expect((await storedSong(song, 'mp3')).equals(MP3_FRAMES)).toBe(true);
  });

  it('strips the ID3 tags around AAC (ADTS) frames, stored as AAC', async () => {
    const frames = adtsFrames(12);
    const song = Buffer.concat([
      id3v23Tag(OWNER_TAGS),
      frames,
      apeTag({ Comment: SECRET_COMMENT }),
      id3v1Tag('Rahasia'),
    ]);
    expect((await storedSong(song, 'aac')).equals(frames)).toBe(true);
  });

  it('keeps only the fmt and data chunks of a WAV (no LIST/INFO, no id3 chunk), its samples byte for byte', async () => {
    const song = wav([
      wavFormatChunk(),
      wavInfoChunk(SECRET_COMMENT, 'Raka'),
      wavDataChunk(WAV_SAMPLES),
      wavId3Chunk(id3v23Tag(OWNER_TAGS)),
    ]);
    const served = await storedSong(song, 'wav');
    expect(served.equals(wav([wavFormatChunk(), wavDataChunk(WAV_SAMPLES)]))).toBe(true);
  });

  it("removes an M4A's udta/meta/ilst boxes, fixing the box sizes and the chunk offsets into mdat", async () => {
    for (const moovFirst of [true, false]) {
      const clean = m4a({ audio: M4A_AUDIO, chunks: 4, moovFirst });
      const tagged = m4a({
        audio: M4A_AUDIO,
        chunks: 4,
        moovFirst,
        moovExtras: [mp4UserData(SECRET_COMMENT, 'Raka'), mp4Box('free', Buffer.from(SECRET_EMAIL))],
        trakExtras: [mp4UserData(SECRET_EMAIL, 'Raka')],
      });
      expect(holds(tagged, SECRET_COMMENT)).toBe(true);
      const served = await storedSong(tagged, 'm4a');
      expect(served.equals(clean), `moov first: ${moovFirst}`).toBe(true);
    }
  });

  it('replaces the comments of an Ogg Opus stream by none, keeping its vendor, packets and page checksums right', async () => {
    const song = oggOpus([`COMMENT=${SECRET_COMMENT}`, `EMAIL=${SECRET_EMAIL}`], 3);
    const served = await storedSong(song, 'ogg');
    expect(holds(served, SECRET_COMMENT) || holds(served, SECRET_EMAIL)).toBe(false);
    expect(served.equals(oggOpus([], 3))).toBe(true);
  });

  it('refuses a "song" without audio frames (415) and stores nothing', async () => {
    const noAudio = [
      // 12 bytes starting with ID3: stored as a song before.
      Buffer.from('ID3\u0003\u0000\u0000\u0000\u0000\u0000\u0000ab', 'latin1'),
      // A whole ID3v2 tag, then nothing but zeros.
      Buffer.concat([id3v23Tag(OWNER_TAGS), Buffer.alloc(4096)]),
      // A tag and one frame header whose frame is not followed by another.
      Buffer.concat([id3v23Tag(OWNER_TAGS), filler([0xff, 0xfb, 0x90, 0x64])]),
      // A frame header without a tag, then zeros.
      filler([0xff, 0xfb, 0x90, 0x64]),
      // Tags and nothing between them.
      Buffer.concat([id3v23Tag(OWNER_TAGS), id3v1Tag('kosong')]),
      // An ADTS header, then zeros.
      filler([0xff, 0xf1, 0x50, 0x80, 0x2e, 0x7f, 0xfc]),
      // A WAV without its data, an M4A without its movie, an Ogg stream of no page.
      wav([wavFormatChunk(), wavInfoChunk(SECRET_COMMENT, 'Raka')]),
      filler([0, 0, 0, 0x20, ...ascii('ftypM4A '), 0, 0, 2, 0, ...ascii('M4A mp42isom'), 0, 0, 0, 0]),
      filler([...ascii('OggS'), 0, 2, 0, 0, 0, 0, 0, 0, 0, 0]),
    ];
    const before = await server.database.db.select().from(media);
    for (const [index, data] of noAudio.entries()) {
      const response = await uploadSong(data);
      expect(response.statusCode, `#${index}: ${response.body}`).toBe(415);
      expect(response.json()).toEqual({ message: WRONG_TYPE, errors: [{ field: 'file', message: WRONG_TYPE }] });
    }
    expect(await server.database.db.select().from(media)).toHaveLength(before.length);
  });
});

const FFMPEG = '/usr/bin/ffmpeg';
const FFPROBE = '/usr/bin/ffprobe';
const run = promisify(execFile);

/** The decoded audio's MD5 (ffmpeg's md5 muxer), and ffmpeg's complaints while decoding. */
async function decodedAudio(bytes: Buffer, name: string) {
  const path = join(songDir, `decoded-${randomUUID()}-${name}`);
  await writeFile(path, bytes);
  const { stdout, stderr } = await run(FFMPEG, ['-v', 'error', '-i', path, '-map', '0:a', '-f', 'md5', '-']);
  return { md5: stdout.trim(), complaints: stderr.trim() };
}

/** The tags ffprobe reads from the file and its audio stream. */
async function probedTags(bytes: Buffer, name: string) {
  const path = join(songDir, `probed-${randomUUID()}-${name}`);
  await writeFile(path, bytes);
  const { stdout } = await run(FFPROBE, [
    '-v',
    'error',
    '-print_format',
    'json',
    '-show_format',
    '-show_streams',
    path,
  ]);
  const probe = JSON.parse(stdout) as { format: { tags?: object }; streams: { tags?: object }[] };
  return { format: probe.format.tags ?? {}, streams: probe.streams.map((stream) => stream.tags ?? {}) };
}

let songDir: string;
const SONG_MADE_BY_FFMPEG = {
  'ffmpeg.mp3': {
    ext: 'mp3',
    args: ['-c:a', 'libmp3lame', '-b:a', '128k', '-id3v2_version', '3', '-write_id3v1', '1'],
  },
  'ffmpeg.m4a': { ext: 'm4a', args: ['-c:a', 'aac', '-b:a', '96k'] },
  'ffmpeg-faststart.m4a': { ext: 'm4a', args: ['-c:a', 'aac', '-b:a', '96k', '-movflags', '+faststart'] },
  'ffmpeg-fragmented.m4a': {
    ext: 'm4a',
    args: ['-c:a', 'aac', '-b:a', '96k', '-movflags', 'frag_keyframe+empty_moov'],
  },
  'ffmpeg.aac': { ext: 'aac', args: ['-c:a', 'aac', '-b:a', '96k', '-f', 'adts', '-write_id3v2', '1'] },
  'ffmpeg-vorbis.ogg': { ext: 'ogg', args: ['-c:a', 'libvorbis'] },
  'ffmpeg-opus.ogg': { ext: 'ogg', args: ['-c:a', 'libopus', '-b:a', '64k'] },
  'ffmpeg.wav': { ext: 'wav', args: ['-c:a', 'pcm_s16le'] },
} as const;

describe.skipIf(!existsSync(FFMPEG) || !existsSync(FFPROBE))("a song made by ffmpeg, with its owner's tags", () => {
  beforeAll(async () => {
    songDir = await mkdtemp(join(tmpdir(), 'songs-'));
  });
  afterAll(() => rm(songDir, { recursive: true, force: true }));

  for (const [name, { ext, args }] of Object.entries(SONG_MADE_BY_FFMPEG)) {
    it(`${name}: stored without its tags, decoding to the same audio`, async () => {
      const path = join(songDir, name);
      // Lyrics long enough that an Ogg comment header spans several pages.
      const lyrics = `${'la '.repeat(30_000)}${SECRET_EMAIL}`;
      await run(FFMPEG, [
        ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'sine=frequency=440:duration=3', '-ac', '2'],
        ...['-metadata', `comment=${SECRET_COMMENT}`, '-metadata', `email=${SECRET_EMAIL}`],
        ...['-metadata', 'artist=Raka', ...(ext === 'ogg' ? ['-metadata', `lyrics=${lyrics}`] : [])],
        ...args,
        path,
      ]);
      const original = await readFile(path);
      expect(holds(original, SECRET_COMMENT)).toBe(true);

      const served = await storedSong(original, ext);
      expect(holds(served, SECRET_COMMENT), 'comment').toBe(false);
      expect(holds(served, SECRET_EMAIL), 'e-mail').toBe(false);
      expect(holds(served, 'Raka'), 'artist').toBe(false);
      const tags = await probedTags(served, name);
      expect(JSON.stringify(tags)).not.toMatch(/comment|email|artist|lyrics|Rahasia/i);
      const [before, after] = await Promise.all([decodedAudio(original, name), decodedAudio(served, name)]);
      expect(after.complaints).toBe('');
      expect(after.md5).toBe(before.md5);
    });
  }
});
