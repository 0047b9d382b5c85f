import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { media } from '../../server/db/schema';
import type { S3Settings } from '../../server/services/media/storage/s3';
import { registerOwner, testApp, testServer, type Owner, type TestServer } from './harness';
import { mp3Frames } from './song-samples';
import { uploadFile } from './media-upload';

/**
 * Uploads on S3-compatible storage (docs/operations.md#uploads), against a real S3 API server
 * (s3rver, started here on a free port, its bucket in a temporary folder): two app processes on one
 * database and one bucket, as two machines behind a load balancer. What one stores the other serves,
 * songs in ranges; nothing lands on a machine's disk; files stored on the local disk before S3 was
 * configured are still served; a stopped S3 server answers 503 in Indonesian, never a 500.
 */

const BUCKET = 'undangan-media';
const UNAVAILABLE = 'Penyimpanan berkas sedang tidak tersedia, coba lagi nanti';
const SONG = mp3Frames(40);

let s3rver: S3rver | undefined;
let bucketDir: string;
let s3Port: number;
let settings: S3Settings;
/** Another client of the bucket, to look at what the app stored there. */
let bucket: S3Client;
/** The process an owner uploads through, and another on the same database and bucket. */
let first: TestServer;
let second: TestServer;
let owner: Owner;

const upload = (kind: string, data: Buffer, filename: string) =>
  uploadFile(first.app, owner.headers, kind, data, filename);

/** Uploads a file through the first process, expects it stored (201), and returns its url. */
async function stored(kind: string, data: Buffer, filename: string): Promise<string> {
  const response = await upload(kind, data, filename);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.url;
}

/** The bytes of the bucket's object under the key. */
async function objectBytes(key: string): Promise<Buffer> {
  const object = await bucket.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
  return Buffer.from(await object.Body!.transformToByteArray());
}

/** Every file under the folder, by its path inside it. */
async function filesIn(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

const photo = () =>
  sharp({ create: { width: 300, height: 200, channels: 3, background: '#c0392b' } })
    .png()
    .toBuffer();

/** A WebP written straight into a process's media folder, as uploads were before S3. */
async function storedLocally(server: TestServer, path: string): Promise<Buffer> {
  const bytes = await sharp(await photo())
    .webp()
    .toBuffer();
  await mkdir(dirname(join(server.app.mediaDir, path)), { recursive: true });
  await writeFile(join(server.app.mediaDir, path), bytes);
  return bytes;
}

/** Starts the S3 server on the port (a free one by default), its objects kept in bucketDir. */
async function startS3(port = 0): Promise<number> {
  s3rver = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory: bucketDir,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  return (await s3rver.run()).port;
}

beforeAll(async () => {
  bucketDir = await mkdtemp(join(tmpdir(), 's3rver-'));
  const port = await startS3();
  s3Port = port;
  settings = {
    bucket: BUCKET,
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    forcePathStyle: true,
    // s3rver's own account.
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  };
  bucket = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  first = await testServer({ s3: settings });
  second = await testApp(first.database, { s3: settings });
  owner = await registerOwner(first.app, 'Raka');
}, 60_000);

afterAll(async () => {
  bucket?.destroy();
  await second?.close();
  await first?.close();
  await s3rver?.close();
  await rm(bucketDir, { recursive: true, force: true });
});

describe('uploads on S3, served by every process', () => {
  it('stores an image and a song in the bucket, not on the disk, and another process serves them (200, same bytes and type)', async () => {
    const image = await stored('gallery', await photo(), 'foto.png');
    const song = await stored('song', SONG, 'lagu.mp3');

    const servedImage = await second.app.inject(image);
    expect(servedImage.statusCode).toBe(200);
    expect(servedImage.headers['content-type']).toBe('image/webp');
    expect(servedImage.rawPayload.equals(await objectBytes(image.replace('/media/', '')))).toBe(true);
    expect(await sharp(servedImage.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 300, height: 200 });

    const servedSong = await second.app.inject(song);
    expect(servedSong.statusCode).toBe(200);
    expect(servedSong.headers['content-type']).toBe('audio/mpeg');
    expect(servedSong.rawPayload.equals(SONG)).toBe(true);
    expect(servedSong.headers).toMatchObject({
      'cache-control': 'public, max-age=2592000',
      'accept-ranges': 'bytes',
      'content-length': String(SONG.length),
      etag: expect.any(String),
      'last-modified': expect.any(String),
    });

    // The guests' page policy applies to them as to any upload.
    expect(servedSong.headers['x-content-type-options']).toBe('nosniff');
    expect(await filesIn(first.app.mediaDir)).toEqual([]);
    expect(await filesIn(second.app.mediaDir)).toEqual([]);
  });

  it('serves a song in ranges from another process (206 with Content-Range), as a player seeks', async () => {
    const song = await stored('song', SONG, 'lagu.mp3');
    const size = SONG.length;
    const ranges = [
      ['bytes=100-199', 100, 199],
      ['bytes=1000-', 1000, size - 1],
      ['bytes=-50', size - 50, size - 1],
      ['bytes=0-', 0, size - 1],
      [`bytes=10-${size + 500}`, 10, size - 1],
    ] as const;
    for (const [range, start, end] of ranges) {
      const part = await second.app.inject({ url: song, headers: { range } });
      expect(part.statusCode, range).toBe(206);
      expect(part.headers['content-range'], range).toBe(`bytes ${start}-${end}/${size}`);
      expect(part.headers['content-type']).toBe('audio/mpeg');
      expect(part.rawPayload.equals(SONG.subarray(start, end + 1)), range).toBe(true);
    }
    const past = await second.app.inject({ url: song, headers: { range: `bytes=${size}-` } });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${size}`);
    expect(past.json().message).toBe('Bagian berkas yang diminta di luar ukurannya');
    // Several ranges at once are answered with the whole file, as the RFC allows.
    const several = await second.app.inject({ url: song, headers: { range: 'bytes=0-1,5-6' } });
    expect(several.statusCode).toBe(200);
    expect(several.rawPayload.equals(SONG)).toBe(true);
  });

  it("confirms a browser's cached copy with 304 by its ETag or date, and answers HEAD without the bytes", async () => {
    const image = await stored('cover', await photo(), 'foto.png');
    const { headers } = await second.app.inject(image);
    const byTag = await second.app.inject({ url: image, headers: { 'if-none-match': String(headers.etag) } });
    expect(byTag.statusCode).toBe(304);
    expect(byTag.rawPayload.length).toBe(0);
    const byDate = await second.app.inject({
      url: image,
      headers: { 'if-modified-since': String(headers['last-modified']) },
    });
    expect(byDate.statusCode).toBe(304);
    const head = await second.app.inject({ method: 'HEAD', url: image });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(headers['content-length']);
    expect(head.rawPayload.length).toBe(0);
  });

  it('still serves the files stored on the local disk before S3 was configured, in both path forms', async () => {
    const id = randomUUID();
    const current = `${id.slice(0, 2)}/${id}.webp`;
    const older = `${owner.user.id}/${randomUUID()}.webp`;
    for (const path of [current, older]) {
      const bytes = await storedLocally(first, path);
      const served = await first.app.inject(`/media/${path}`);
      expect(served.statusCode, path).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=2592000');
      expect(served.rawPayload.equals(bytes)).toBe(true);
    }
  });

  it("reads nothing but an upload's path: another key of the bucket or a way out of the folder is a 404", async () => {
    await bucket.send(new PutObjectCommand({ Bucket: BUCKET, Key: 'private/notes.webp', Body: 'rahasia' }));
    const id = randomUUID();
    await bucket.send(new PutObjectCommand({ Bucket: BUCKET, Key: `zz/${id}.webp`, Body: 'bukan di foldernya' }));
    for (const url of [
      '/media/private/notes.webp',
      // The folder must be the id's first two digits.
      `/media/zz/${id}.webp`,
      '/media/../package.json',
      '/media/%2e%2e/%2e%2e/package.json',
      '/media/ab/..%2f..%2fpackage.json',
      `/media/${id.slice(0, 2)}/${id}.webp/..`,
      `/media/${id.slice(0, 2)}/${id}.svg`,
      `/media/${id.slice(0, 2)}/${id.toUpperCase()}.webp`,
      `/media/${id.slice(0, 2)}/${randomUUID()}.webp`,
    ]) {
      const response = await second.app.inject(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ message: 'Tidak ditemukan' });
    }
  });
});

// Last: it stops the S3 server (and starts it again).
describe('when the S3 server is down', () => {
  it('answers an upload 503 in Indonesian at the field file, logged, with no row; a read 503; older local files and the API still served', async () => {
    const image = await stored('gallery', await photo(), 'foto.png');
    const older = `${owner.user.id}/${randomUUID()}.webp`;
    await storedLocally(second, older);
    const rowsBefore = await first.database.db.select().from(media);
    const filesBefore = await filesIn(first.app.mediaDir);
    const logged = vi.spyOn(first.app.log, 'error');
    await s3rver!.close();
    s3rver = undefined;

    for (const [kind, data, name] of [
      ['gallery', await photo(), 'foto.png'],
      ['song', SONG, 'lagu.mp3'],
    ] as const) {
      const response = await upload(kind, data, name);
      expect(response.statusCode, response.body).toBe(503);
      expect(response.json()).toEqual({ message: UNAVAILABLE, errors: [{ field: 'file', message: UNAVAILABLE }] });
      expect(response.headers['retry-after']).toBe('5');
    }
    expect(await first.database.db.select().from(media)).toEqual(rowsBefore);
    expect(await filesIn(first.app.mediaDir)).toEqual(filesBefore);
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({ err: expect.objectContaining({ code: 'ECONNREFUSED' }) }),
      'upload not stored: the media storage did not answer',
    );

    const read = await second.app.inject(image);
    expect(read.statusCode).toBe(503);
    expect(read.headers['retry-after']).toBe('5');
    expect(read.json()).toEqual({ message: UNAVAILABLE });
    expect((await second.app.inject(`/media/${older}`)).statusCode).toBe(200);
    expect((await second.app.inject('/healthz')).statusCode).toBe(200);
    expect((await first.app.inject({ url: '/v1/auth/me', headers: owner.headers })).statusCode).toBe(200);

    // Back on its address: the same processes store and serve again, nothing restarted.
    await startS3(s3Port);
    expect((await second.app.inject(image)).statusCode).toBe(200);
    const again = await stored('gallery', await photo(), 'foto.png');
    expect((await second.app.inject(again)).statusCode).toBe(200);
  });
});
