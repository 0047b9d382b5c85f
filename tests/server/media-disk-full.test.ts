import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { media } from '../../server/db/schema';
import { registerOwner, testServer, type Owner, type TestServer } from './harness';
import { mp3Frames } from './song-samples';
import { uploadFile } from './media-upload';

/**
 * POST /v1/media when the media folder's disk is full (docs/product.md#uploads): a real full disk, a
 * 256 KB tmpfs mounted as the media folder (the tests run as root; without the right to mount, they
 * are skipped and say why). The upload answers 507 in Indonesian at the field `file`, leaves no
 * file and no media row behind, and everything else is still served.
 */

const run = promisify(execFile);
const DISK_FULL = 'Penyimpanan server penuh, coba lagi nanti';
const DISK_BYTES = 256 * 1024;

let disk: string;
let mounted: string | undefined;
let notMounted = '';
let server: TestServer;
let owner: Owner;
let mediaDir: string;
/** A file stored before the disk filled up, served all along. */
let earlier: string;

const upload = (kind: string, data: Buffer, filename: string) =>
  uploadFile(server.app, owner.headers, kind, data, filename);

/** Every file under the folder, by its path inside it. */
async function filesIn(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(folder.length + 1));
}

/** Fills the disk with a file beside the media folder, up to `leave` bytes free (as far as tmpfs pages go). */
async function fillDisk(leave: number) {
  const { stdout } = await run('df', ['--output=avail', '-B1', disk]);
  const available = Number(stdout.trim().split('\n').at(-1));
  await writeFile(join(disk, 'filler'), Buffer.alloc(Math.max(available - leave, 0))).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOSPC') throw error;
    },
  );
}

const noise = (width: number, height: number) =>
  sharp(Buffer.from(Array.from({ length: width * height * 3 }, (_, index) => (index * 7919) % 251)), {
    raw: { width, height, channels: 3 },
  })
    .png()
    .toBuffer();

beforeAll(async () => {
  disk = await mkdtemp(join(tmpdir(), 'media-disk-'));
  try {
    await run('mount', ['-t', 'tmpfs', '-o', `size=${DISK_BYTES}`, 'tmpfs', disk]);
    mounted = disk;
  } catch (error) {
    notMounted = `no small disk to fill: mounting a tmpfs failed (${(error as Error).message.trim()})`;
    return;
  }
  mediaDir = join(disk, 'media');
  await mkdir(mediaDir);
  server = await testServer({ mediaDir });
  owner = await registerOwner(server.app, 'Raka');
  const stored = await upload('cover', await noise(40, 30), 'foto.png');
  expect(stored.statusCode, stored.body).toBe(201);
  earlier = stored.json().data.url;
}, 60_000);

afterEach(async () => {
  vi.restoreAllMocks();
  if (mounted) await rm(join(disk, 'filler'), { force: true });
});

afterAll(async () => {
  await server?.close();
  if (mounted) await run('umount', ['--lazy', mounted]);
  await rm(disk, { recursive: true, force: true });
});

describe('uploading to a full disk', () => {
  it('answers 507 for an image on a full disk, leaves no empty .webp behind and logs the error', async ({ skip }) => {
    if (!mounted) return skip(notMounted);
    const rowsBefore = await server.database.db.select().from(media);
    const filesBefore = await filesIn(mediaDir);
    const logged = vi.spyOn(server.app.log, 'error');
    await fillDisk(0);

    const response = await upload('gallery', await noise(300, 200), 'foto.png');
    expect(response.statusCode, response.body).toBe(507);
    expect(response.json()).toEqual({ message: DISK_FULL, errors: [{ field: 'file', message: DISK_FULL }] });
    expect(await filesIn(mediaDir)).toEqual(filesBefore);
    expect(await server.database.db.select().from(media)).toEqual(rowsBefore);
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({ err: expect.objectContaining({ code: 'ENOSPC' }) }),
      expect.any(String),
    );

    // Everything else is still served: the file stored before, and the API.
    const served = await server.app.inject(earlier);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await server.app.inject({ url: '/v1/auth/me', headers: owner.headers })).statusCode).toBe(200);
  });

  it('answers 507 for a song larger than the space left, removes the partial .mp3, and stores again once there is room', async ({
    skip,
  }) => {
    if (!mounted) return skip(notMounted);
    const rowsBefore = await server.database.db.select().from(media);
    const filesBefore = await filesIn(mediaDir);
    await fillDisk(64 * 1024);
    // Some 300 KB of MPEG-1 Layer III frames: more than the disk holds.
    const song = mp3Frames(720);
    expect(song.length).toBeGreaterThan(DISK_BYTES);

    const response = await upload('song', song, 'lagu.mp3');
    expect(response.statusCode, response.body).toBe(507);
    expect(response.json()).toEqual({ message: DISK_FULL, errors: [{ field: 'file', message: DISK_FULL }] });
    expect(await filesIn(mediaDir)).toEqual(filesBefore);
    expect(await server.database.db.select().from(media)).toEqual(rowsBefore);
    expect((await server.app.inject(earlier)).statusCode).toBe(200);

    // The space the partial file took is free again: a song that fits is stored.
    const small = await upload('song', mp3Frames(40), 'pendek.mp3');
    expect(small.statusCode, small.body).toBe(201);
    expect((await server.app.inject(small.json().data.url)).statusCode).toBe(200);
  });
});
