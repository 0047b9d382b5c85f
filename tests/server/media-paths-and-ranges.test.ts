import { describe, expect, it } from 'vitest';
import { byteRangeOf, resolvedRange } from '../../server/services/media/storage/byte-range';
import { isMediaPath } from '../../server/services/media/storage/media-path';

/** The Range header of a request for an upload, read before the file's size is known, then resolved against it. */

describe('byteRangeOf', () => {
  it('reads one range: first and last byte, from a byte to the end, or the last bytes', () => {
    expect(byteRangeOf('bytes=0-99')).toEqual({ start: 0, end: 99 });
    expect(byteRangeOf('bytes=1000-')).toEqual({ start: 1000 });
    expect(byteRangeOf('bytes=-500')).toEqual({ suffix: 500 });
  });

  it('reads none (the whole file is sent) for no header, several ranges, or one it cannot read', () => {
    for (const header of [
      undefined,
      '',
      'bytes=0-1,5-6',
      'bytes=-',
      'bytes=9-3',
      'items=0-1',
      'bytes=a-b',
      'bytes=0-1;',
    ]) {
      expect(byteRangeOf(header), String(header)).toBeUndefined();
    }
  });
});

describe('resolvedRange', () => {
  it('holds the bytes of the file the range names, cut at its end', () => {
    expect(resolvedRange({ start: 0, end: 99 }, 1000)).toEqual({ start: 0, end: 99 });
    expect(resolvedRange({ start: 900, end: 5000 }, 1000)).toEqual({ start: 900, end: 999 });
    expect(resolvedRange({ start: 10 }, 1000)).toEqual({ start: 10, end: 999 });
    expect(resolvedRange({ suffix: 100 }, 1000)).toEqual({ start: 900, end: 999 });
    expect(resolvedRange({ suffix: 5000 }, 1000)).toEqual({ start: 0, end: 999 });
  });

  it('holds none (a 416) for a range that starts past the end, or no last bytes', () => {
    expect(resolvedRange({ start: 1000 }, 1000)).toBeUndefined();
    expect(resolvedRange({ suffix: 0 }, 1000)).toBeUndefined();
    expect(resolvedRange({ suffix: 10 }, 0)).toBeUndefined();
  });
});

describe('isMediaPath', () => {
  const id = '3fa2b4c6-1d2e-4f50-8a9b-0c1d2e3f4a5b';
  it("takes an upload's path: <2 hex>/<uuid>.<ext> of its id, and the older <owner id>/<id>.webp", () => {
    for (const extension of ['webp', 'mp3', 'm4a', 'aac', 'ogg', 'wav'])
      expect(isMediaPath(`3f/${id}.${extension}`)).toBe(true);
    expect(isMediaPath(`${id}/${id}.webp`)).toBe(true);
  });

  it('refuses anything else', () => {
    for (const path of [
      `ab/${id}.webp`,
      `3f/${id}.svg`,
      `${id}/${id}.mp3`,
      `3f/${id}.webp/..`,
      `../3f/${id}.webp`,
      `3f/../${id}.webp`,
      `3f//${id}.webp`,
      `3f/${id.toUpperCase()}.webp`,
      `3f/${id}.webp\u0000`,
      'pemilik/foto.webp',
      '',
    ]) {
      expect(isMediaPath(path), path).toBe(false);
    }
  });
});
