import { mkdir, open, unlink, writeFile, type FileHandle } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { resolvedRange, type ByteRange } from './byte-range';
import { mediaContentTypeOf } from './media-path';
import { MediaStorageFailure, RangeNotSatisfiable, type MediaStorage, type StoredFile } from './storage-contract';

/** What the file system says when the media folder's disk (or the server's quota on it) is full. */
const NO_SPACE = new Set(['ENOSPC', 'EDQUOT']);
/** What it says when nothing is stored under a path. */
const NO_FILE = new Set(['ENOENT', 'ENOTDIR', 'EISDIR']);

const codeOf = (error: unknown) => (error as NodeJS.ErrnoException).code ?? '';

/**
 * Uploads as files under a folder of this machine's disk (DATA_DIR/media): the embedded default. A
 * file that could not be written whole is removed (a full disk leaves a partial or empty one).
 */
export function localDiskStorage(folder: string): MediaStorage {
  return {
    async put(path, bytes) {
      const target = join(folder, path);
      try {
        await mkdir(dirname(target), { recursive: true });
        await writeFile(target, bytes);
      } catch (error) {
        await unlink(target).catch(() => undefined);
        if (NO_SPACE.has(codeOf(error))) throw new MediaStorageFailure('full', { cause: error });
        throw error;
      }
    },

    async get(path, range) {
      // Opened first, then measured: a file removed in between cannot be half sent.
      const file = await open(join(folder, path)).catch((error: unknown) => {
        if (NO_FILE.has(codeOf(error))) return undefined;
        throw error;
      });
      if (!file) return undefined;
      try {
        return await readOpenFile(file, path, range);
      } catch (error) {
        await file.close();
        throw error;
      }
    },

    async delete(path) {
      await unlink(join(folder, path)).catch((error: unknown) => {
        if (!NO_FILE.has(codeOf(error))) throw error;
      });
    },

    async close() {},
  };
}

/** The open file as a StoredFile (its bytes, or the range's), or undefined when it is no file (a folder). */
async function readOpenFile(
  file: FileHandle,
  path: string,
  range: ByteRange | undefined,
): Promise<StoredFile | undefined> {
  const stats = await file.stat();
  if (!stats.isFile()) {
    await file.close();
    return undefined;
  }
  const { size } = stats;
  const bytes = range ? resolvedRange(range, size) : { start: 0, end: size - 1 };
  if (!bytes) throw new RangeNotSatisfiable(size);
  let body: Readable;
  if (size === 0) {
    await file.close();
    body = Readable.from([]);
  } else body = file.createReadStream({ ...bytes, autoClose: true });
  return {
    body,
    size,
    ...bytes,
    partial: range !== undefined,
    contentType: mediaContentTypeOf(path),
    // The validator @fastify/static gave the same file, so a browser's cached copy stays valid.
    etag: `W/"${size.toString(16)}-${stats.mtime.getTime().toString(16)}"`,
    lastModified: stats.mtime,
  };
}
